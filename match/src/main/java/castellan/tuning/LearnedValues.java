package castellan.tuning;

import castellan.eval.EvalParams;
import castellan.variant.Variant;

/**
 * What a piece is worth on average in a set of positions, middlegame and endgame: its value plus
 * the placement and mobility it had there, each weighted by how often it occurred, in positions
 * counted by how much of a middlegame (or of an endgame) they are ({@link TraceSet#occurrencesByPhase}). The value alone says little: a tuner may move worth between a
 * piece's value and its tables (a Knight's table can rise everywhere while its value falls by as
 * much), but their sum where the pieces stood is what the evaluation gives, and what a player
 * means by a piece's worth. A royal King has none; a piece absent from the set has its value alone.
 */
final class LearnedValues {
    private LearnedValues() {}

    /** [type][0 middlegame, 1 endgame] in centipawns; NaN for a royal King (no value entry). */
    static double[][] of(Variant v, EvalParams params, double[] theta, double[][] occurrencesByPhase) {
        double[][] out = new double[v.types.length][2];
        for (int t = 1; t <= v.typeCount(); t++) {
            String l = String.valueOf(v.types[t].letter);
            EvalParams.Entry value = params.entry("value." + l);
            if (value == null) {
                out[t][0] = out[t][1] = Double.NaN;
                continue;
            }
            for (int phase = 0; phase < 2; phase++) {
                int at = value.offset() + phase;
                double[] occurrences = occurrencesByPhase[phase];
                double n = occurrences[at], worth = theta[at];
                String suffix = phase == 0 ? ".mg" : ".eg";
                if (n > 0) {
                    worth += average(params.entry("psqt." + l + suffix), theta, occurrences, n);
                    worth += average(params.entry("mobility." + l + suffix), theta, occurrences, n);
                }
                out[t][phase] = worth;
            }
        }
        return out;
    }

    /** An entry's numbers weighted by their occurrences, per piece ({@code pieces} of them); 0 for no entry. */
    private static double average(EvalParams.Entry e, double[] theta, double[] occurrences, double pieces) {
        if (e == null) return 0;
        double sum = 0;
        for (int i = e.offset(); i < e.offset() + e.length(); i++) sum += occurrences[i] * theta[i];
        return sum / pieces;
    }
}
