package castellan.reference;

import java.util.Arrays;
import java.util.Set;

/** FEN placement for the reference generators: a mailbox of FEN letters, '.' for empty. */
final class ReferenceFen {
    private ReferenceFen() {}

    /**
     * The squares ({@code rank * files + file}) of a placement field; runs of empty squares may be
     * two digits ({@code 10}). A {@code *} after a letter adds that square to {@code starred}
     * (null: not allowed).
     */
    static char[] placement(String field, int files, int ranks, Set<Integer> starred) {
        char[] board = new char[files * ranks];
        Arrays.fill(board, '.');
        String[] rows = field.split("/");
        if (rows.length != ranks) throw new IllegalArgumentException("need " + ranks + " ranks: " + field);
        for (int i = 0; i < ranks; i++) {
            int rank = ranks - 1 - i, file = 0;
            String row = rows[i];
            for (int j = 0; j < row.length(); j++) {
                char c = row.charAt(j);
                if (Character.isDigit(c)) {
                    int n = c - '0';
                    if (j + 1 < row.length() && Character.isDigit(row.charAt(j + 1))) n = n * 10 + (row.charAt(++j) - '0');
                    file += n;
                } else if (c == '*' && starred != null) {
                    starred.add(rank * files + file - 1);
                } else {
                    board[rank * files + file++] = c;
                }
            }
            if (file != files) throw new IllegalArgumentException("rank " + (rank + 1) + " is not " + files + " files: " + field);
        }
        return board;
    }
}
