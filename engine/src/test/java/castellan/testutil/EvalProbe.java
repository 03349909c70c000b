package castellan.testutil;

import castellan.notation.Fen;
import castellan.rules.Ruleset;
import castellan.variants.Variants;

/** Evaluations of hand-made positions, for the tests of the variants' evaluation ideas. */
public final class EvalProbe {
    private EvalProbe() {}

    /** The variant's evaluation of a FEN, for the side to move. */
    public static int eval(String variant, String fen) {
        Ruleset r = Variants.get(variant);
        return r.newEvaluator().evaluate(Fen.parse(r, fen));
    }

    /**
     * A FEN placement from a list of pieces ({@code "Ke1 Qd1 ke8"}: upper case White, lower case
     * Black), so positions in tests read as the pieces they hold.
     */
    public static String placement(int files, int ranks, String pieces) {
        char[][] board = new char[ranks][files];
        for (String p : pieces.trim().split("\\s+")) {
            char letter = p.charAt(0);
            int file = p.charAt(1) - 'a', rank = Integer.parseInt(p.substring(2)) - 1;
            if (board[rank][file] != 0) throw new IllegalArgumentException("two pieces on " + p.substring(1));
            board[rank][file] = letter;
        }
        StringBuilder sb = new StringBuilder();
        for (int r = ranks - 1; r >= 0; r--) {
            int empty = 0;
            for (int f = 0; f < files; f++) {
                if (board[r][f] == 0) { empty++; continue; }
                if (empty > 0) { sb.append(empty); empty = 0; }
                sb.append(board[r][f]);
            }
            if (empty > 0) sb.append(empty);
            if (r > 0) sb.append('/');
        }
        return sb.toString();
    }
}
