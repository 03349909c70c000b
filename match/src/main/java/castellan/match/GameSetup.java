package castellan.match;

import castellan.rules.Ruleset;
import java.util.List;

/**
 * How a game starts: the variant, the position (the variant's start position or a FEN), the
 * opening moves played from it before the engines think, and the time control.
 *
 * @param rules        the variant
 * @param fen          the start FEN (the variant's own when {@code standardStart})
 * @param standardStart whether {@code fen} is the variant's start position (UCI {@code startpos}, no XBoard {@code setboard})
 * @param opening      the opening's moves in our move text, played from {@code fen}
 * @param tc           the time control
 */
public record GameSetup(Ruleset rules, String fen, boolean standardStart, List<String> opening, TimeControl tc) {
    public GameSetup {
        opening = List.copyOf(opening);
    }

    public String variant() { return rules.id(); }
}
