import castellan.eval.EvalParams;
import castellan.eval.EvalSpec;
import castellan.eval.EvalTrace;
import castellan.eval.Evaluator;
import castellan.notation.Fen;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Castellan's static evaluation of each position of a {@code castellan datagen} data file, White's
 * view, split into the term groups of Fairy-Stockfish's {@code eval} table: each group the sum of
 * its entries' trace coefficients times their numbers, tapered as the evaluation tapers; King
 * danger's square goes to King safety, and what the initiative's clamp adds to Initiative. The
 * groups add up to the trace's formula ({@link EvalTrace#whiteScore}), which is the evaluation but
 * for its truncations and, in about 0.2% of positions of games, the initiative's jump where a sum
 * is near 0 (the formula and the evaluation may land on either side of it). Run from the project
 * folder (scripts/eval-gap.py does):
 *
 * <pre>java -cp match/target/match.jar scripts/EvalGroups.java VARIANT DATA</pre>
 *
 * Prints a header, then per position: game, index in the game, FEN, the file's score, Castellan's
 * evaluation, phase (256 = middlegame), and the groups.
 */
public class EvalGroups {
    /** The group of an entry, by its name: Fairy-Stockfish's terms (its Knights to Queens as one, "Pieces"). */
    static String group(String name) {
        if (name.startsWith("pawn.passed")) return "Passed";
        String head = name.contains(".") ? name.substring(0, name.indexOf('.')) : name;
        return switch (head) {
            case "value", "psqt" -> "Material";
            case "imbalance", "pair" -> "Imbalance";
            case "pawn" -> "Pawns";
            case "behindPawn", "file", "kingProtector", "outpost", "pawnsOnColour" -> "Pieces";
            case "mobility" -> "Mobility";
            case "kingAttack", "kingDanger", "kingFlank", "kingRing", "kingShelter", "kingStorm", "safeCheck" -> "KingSafety";
            case "threat", "restricted" -> "Threats";
            case "space" -> "Space";
            case "initiative" -> "Initiative";
            default -> "Other";
        };
    }

    public static void main(String[] args) throws IOException {
        Ruleset rules = Variants.get(args[0]);
        EvalSpec spec = rules.evalSpec();
        double[] theta = spec.params.values();
        Map<String, Integer> groups = new LinkedHashMap<>();
        for (String g : new String[] {"Material", "Imbalance", "Pawns", "Pieces", "Mobility", "KingSafety", "Threats", "Passed", "Space", "Initiative", "Other"})
            groups.put(g, groups.size());
        int[] groupOf = new int[theta.length];
        for (EvalParams.Entry e : spec.params.entries())
            for (int i = e.offset(); i < e.offset() + e.length(); i++) groupOf[i] = groups.get(group(e.name()));
        Evaluator evaluator = new Evaluator(spec);
        EvalTrace trace = spec.newTrace();
        System.out.println("game\tidx\tfen\tscore\tcastellan\tphase\t" + String.join("\t", groups.keySet()));
        int game = -1, index = 0;
        try (BufferedReader in = Files.newBufferedReader(Path.of(args[1]))) {
            for (String line; (line = in.readLine()) != null; ) {
                if (line.startsWith("# game ")) {
                    game = Integer.parseInt(line.split(" ")[2]);
                    index = 0;
                    continue;
                }
                if (line.startsWith("#") || line.isBlank()) continue;
                String[] f = line.split("\\|");
                Position p = Fen.parse(rules, f[0].trim());
                int own = evaluator.trace(p, trace);
                int white = p.sideToMove() == 0 ? own : -own;
                int phase = trace.phase();
                double[] mg = new double[groups.size()], eg = new double[groups.size()], flat = new double[groups.size()];
                for (int k = 0; k < trace.features(); k++) {
                    int i = trace.feature(k);
                    double v = trace.coefficient(k) * theta[i];
                    switch (trace.part(i)) {
                        case MG -> mg[groupOf[i]] += v;
                        case EG -> eg[groupOf[i]] += v;
                        case FLAT -> flat[groupOf[i]] += v;
                        default -> { }
                    }
                }
                // King danger's square: what the trace's sums hold beyond the linear entries.
                double[] sums = trace.sums(theta);
                int king = groups.get("KingSafety");
                for (int g = 0; g < groups.size(); g++) {
                    sums[0] -= mg[g];
                    sums[1] -= eg[g];
                }
                mg[king] += sums[0];
                eg[king] += sums[1];
                double[] value = new double[groups.size()];
                double tapered = 0;
                for (int g = 0; g < groups.size(); g++) {
                    value[g] = (mg[g] * phase + eg[g] * trace.egScale() / 256 * (256 - phase)) / 256 * trace.scale() / 256 + flat[g];
                    tapered += value[g];
                }
                // The initiative moves the sums after every other term (its clamp is not linear): what the whole formula says beyond them.
                value[groups.get("Initiative")] += trace.whiteScore(theta) - tapered;
                StringBuilder out = new StringBuilder();
                out.append(game).append('\t').append(index++).append('\t').append(f[0].trim()).append('\t').append(f[1].trim())
                        .append('\t').append(white).append('\t').append(phase);
                for (double v : value) out.append('\t').append(Math.round(v));
                System.out.println(out);
            }
        }
    }
}
