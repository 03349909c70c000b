package castellan.tuning;

import java.util.ArrayList;
import java.util.List;

/**
 * One game's labelled positions, as self-play ({@link SelfPlay}) or a replay ({@link Replay})
 * gives them: the samples with the game's result written in, White's result, how it ended (the
 * data file's heading says it) and its plies.
 */
record PlayedGame(List<Sample> samples, double result, String ending, int plies) {
    /** The game of these samples, each given the game's result. */
    static PlayedGame of(List<Sample> samples, double result, String ending, int plies) {
        List<Sample> out = new ArrayList<>(samples.size());
        for (Sample s : samples) out.add(new Sample(s.fen(), s.score(), result, -1));
        return new PlayedGame(out, result, ending, plies);
    }
}
