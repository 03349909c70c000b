package castellan.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The colour-mirrored twin of a FEN: ranks turned over (files kept, as Black's pieces stand on
 * White's files in every variant here), colours swapped, the other side to move, castling
 * rights and en-passant squares mirrored, and each variant's extra fields mirrored (Maidens'
 * huffable squares, the Norochess scores swapped, Curtis's recapture square). Clocks stay.
 * Written from the FEN conventions in shared/rules, independently of the engine.
 */
final class Mirror {
    private Mirror() {}

    private static final Pattern SQUARE = Pattern.compile("([a-j])(10|[1-9])");

    static String fen(String variant, String fen, int ranks) {
        String[] f = fen.split(" ");
        String[] rows = f[0].split("/");
        StringBuilder placement = new StringBuilder();
        for (int i = rows.length - 1; i >= 0; i--) {
            placement.append(swapCase(rows[i]));
            if (i > 0) placement.append('/');
        }
        List<String> out = new ArrayList<>();
        out.add(placement.toString());
        out.add(f[1].equals("w") ? "b" : "w");
        out.add(f[2].equals("-") ? "-" : swapCase(f[2]));
        out.add(squares(f[3], ranks));
        out.add(f[4]);
        out.add(f[5]);
        switch (variant) {
            case "maidens" -> { if (f.length > 6) out.add(squares(f[6], ranks)); }
            case "norochess" -> { if (f.length > 7) { out.add(f[7]); out.add(f[6]); } }
            case "royal" -> { if (f.length > 6) out.add(squares(f[6], ranks)); }
            default -> { if (f.length > 6) throw new IllegalArgumentException("unexpected extra fields in " + fen); }
        }
        return String.join(" ", out);
    }

    private static String swapCase(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray())
            b.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.isLowerCase(c) ? Character.toUpperCase(c) : c);
        return b.toString();
    }

    /** Every square name in the text mirrored rank for rank, the rest kept ("-", commas). */
    private static String squares(String text, int ranks) {
        Matcher m = SQUARE.matcher(text);
        StringBuilder b = new StringBuilder();
        while (m.find()) m.appendReplacement(b, m.group(1) + (ranks + 1 - Integer.parseInt(m.group(2))));
        m.appendTail(b);
        return b.toString();
    }
}
