package castellan.match;

import java.util.Locale;

/** An engine's reported score as a PGN comment writes it: {@code +0.35}, {@code -1.20}, {@code +M5}. */
final class Evaluation {
    private Evaluation() {}

    /** Centipawns as pawns with a sign; null if not a number. */
    static String centipawns(String cp) {
        try {
            return String.format(Locale.ROOT, "%+.2f", Integer.parseInt(cp) / 100.0);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** An integer, or null. */
    static Integer parse(String n) {
        try {
            return Integer.valueOf(n);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** Mate in n moves (negative: being mated). */
    static String mate(String n) {
        try {
            int m = Integer.parseInt(n);
            return (m < 0 ? "-M" : "+M") + Math.abs(m);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
