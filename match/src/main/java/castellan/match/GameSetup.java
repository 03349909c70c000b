package castellan.match;

import castellan.rules.Ruleset;
import java.util.List;

/**
 * How a game starts: the variant, the position (the variant's start position or a FEN), the
 * opening moves played from it before the engines think, and each side's time control (the
 * engines of a match may have limits of their own).
 *
 * @param rules         the variant
 * @param fen           the start FEN (the variant's own when {@code standardStart})
 * @param standardStart whether {@code fen} is the variant's start position (UCI {@code startpos}, no XBoard {@code setboard})
 * @param opening       the opening's moves in our move text, played from {@code fen}
 * @param white         White's time control
 * @param black         Black's time control
 */
public record GameSetup(Ruleset rules, String fen, boolean standardStart, List<String> opening, TimeControl white,
                        TimeControl black) {
    public GameSetup {
        opening = List.copyOf(opening);
    }

    /** The same time control for both sides. */
    public GameSetup(Ruleset rules, String fen, boolean standardStart, List<String> opening, TimeControl tc) {
        this(rules, fen, standardStart, opening, tc, tc);
    }

    public String variant() { return rules.id(); }

    /** A side's time control (0 White, 1 Black). */
    public TimeControl tc(int side) { return side == 0 ? white : black; }
}
