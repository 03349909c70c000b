package castellan.match;

import castellan.game.Game;
import castellan.move.TurnList;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * Makes an opening set for a variant with a UCI engine as judge: random but sane plies, then a
 * balance check. Each ply picks at random among the moves whose value, by a fixed-depth search
 * of the position after them, is within {@code --spread} centipawns of the best of up to
 * {@code --candidates} moves sampled; after the plies, a deeper search must find the position
 * within {@code --max-score} centipawns of equal. Positions are kept once (by FEN). Each line
 * of the output carries its score as a comment.
 *
 * <pre>java -cp match/target/match.jar castellan.match.OpeningGenerator --variant kingdom \
 *     --engine "cmd=./castellan uci" --count 40 &gt; kingdom.txt</pre>
 */
@Command(name = "OpeningGenerator", mixinStandardHelpOptions = true,
        description = "Writes a balanced opening set for a variant to standard output, judged by a UCI engine.")
public final class OpeningGenerator implements Callable<Integer> {
    @Option(names = {"-v", "--variant"}, required = true) String variant;
    @Option(names = "--engine", required = true, description = "the judge, a UCI engine description as for 'castellan match'") String engine;
    @Option(names = "--count", defaultValue = "40") int count;
    @Option(names = "--min-plies", defaultValue = "2") int minPlies;
    @Option(names = "--max-plies", defaultValue = "4") int maxPlies;
    @Option(names = "--depth", defaultValue = "4", description = "depth of the search that values each candidate move") int depth;
    @Option(names = "--final-depth", defaultValue = "8", description = "depth of the balance check") int finalDepth;
    @Option(names = "--candidates", defaultValue = "16", description = "moves sampled per ply") int candidates;
    @Option(names = "--spread", defaultValue = "40", description = "centipawns below the best a move may be") int spread;
    @Option(names = "--max-score", defaultValue = "60", description = "the balance check's limit in centipawns") int maxScore;
    @Option(names = "--seed", defaultValue = "1") long seed;
    @Option(names = "--attempts", defaultValue = "2000", description = "give up after this many tries") int attempts;

    public static void main(String[] args) {
        System.exit(new CommandLine(new OpeningGenerator()).execute(args));
    }

    @Override public Integer call() throws Exception {
        Ruleset rules = Variants.get(variant);
        EngineSpec spec = EngineSpec.parse(engine);
        if (spec.protocol() != EngineSpec.Protocol.UCI) throw new IllegalArgumentException("the judge must speak UCI");
        Random random = new Random(seed);
        PrintStream out = System.out;
        out.printf("# %s openings: %d to %d random plies, each within %d cp of the best of %d sampled moves at depth %d;%n",
                variant, minPlies, maxPlies, spread, candidates, depth);
        out.printf("# kept when a depth-%d search scores the position within %d cp. Judge: %s. Seed %d.%n", finalDepth, maxScore,
                spec.commandLine(), seed);
        out.printf("# Made by castellan.match.OpeningGenerator; scores are White's, in centipawns.%n");
        Set<String> seen = new HashSet<>();
        int made = 0;
        try (UciEngine judge = new UciEngine(spec, Transcript.NONE)) {
            judge.start(variant);
            GameSetup probe = new GameSetup(rules, rules.variant().startFen, true, List.of(), TimeControl.fixed(depth, 0, 0, 120_000));
            GameSetup check = new GameSetup(rules, rules.variant().startFen, true, List.of(), TimeControl.fixed(finalDepth, 0, 0, 600_000));
            for (int attempt = 0; attempt < attempts && made < count; attempt++) {
                int plies = minPlies + random.nextInt(maxPlies - minPlies + 1);
                Game game = new Game(rules);
                List<String> moves = new ArrayList<>();
                boolean ok = true;
                for (int ply = 0; ply < plies && ok; ply++) {
                    String m = saneMove(judge, probe, game, moves, random);
                    if (m == null) ok = false;
                    else {
                        game.play(m);
                        moves.add(m);
                        ok = game.outcome() == null;
                    }
                }
                if (!ok || !seen.add(game.fen())) continue;
                judge.newGame(check, 0);
                Integer score = judge.think(game, moves, new Clock(check), far()).score();
                if (score == null) continue;
                int white = game.position().sideToMove() == 0 ? score : -score;
                if (Math.abs(white) > maxScore) continue;
                out.printf(Locale.ROOT, "%s # %+d%n", String.join(" ", moves), white);
                out.flush();
                made++;
            }
        }
        if (made < count) System.err.printf("only %d openings after %d attempts%n", made, attempts);
        return made == 0 ? 1 : 0;
    }

    /** A move within the spread of the best of a sample, each valued by a search of the position after it. */
    private String saneMove(UciEngine judge, GameSetup probe, Game game, List<String> moves, Random random) throws EngineFailure {
        TurnList turns = game.legalTurns();
        List<Long> sample = new ArrayList<>();
        for (int i = 0; i < turns.size(); i++) sample.add(turns.get(i));
        java.util.Collections.shuffle(sample, random);
        if (sample.size() > candidates) sample = sample.subList(0, candidates);
        List<String> texts = new ArrayList<>();
        List<Integer> values = new ArrayList<>();
        int best = Integer.MIN_VALUE;
        judge.newGame(probe, 0);
        for (long t : sample) {
            String text = game.format(t);
            game.play(t);
            try {
                if (game.outcome() != null) continue;
                List<String> line = new ArrayList<>(moves);
                line.add(text);
                Integer s = judge.think(game, line, new Clock(probe), far()).score();
                if (s == null) continue;
                texts.add(text);
                values.add(-s);
                best = Math.max(best, -s);
            } finally {
                game.undo();
            }
        }
        List<String> sane = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) if (values.get(i) >= best - spread) sane.add(texts.get(i));
        return sane.isEmpty() ? null : sane.get(random.nextInt(sane.size()));
    }

    private static long far() { return System.nanoTime() + 600_000_000_000L; }
}
