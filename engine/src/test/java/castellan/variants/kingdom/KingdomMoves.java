package castellan.variants.kingdom;

import static org.junit.jupiter.api.Assertions.assertEquals;

import castellan.game.Game;
import castellan.move.MoveList;
import castellan.notation.MoveText;
import castellan.reference.KingdomReference;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.Set;
import java.util.TreeSet;

/** Legal-move helpers for the Kingdom tests: the engine's list, checked against the reference's. */
final class KingdomMoves {
    private KingdomMoves() {}

    static final Ruleset KINGDOM = Variants.get("kingdom");

    /** All legal moves as text; the reference generator must agree. */
    static Set<String> legal(String fen) {
        return legal(new Game(KINGDOM, fen), fen);
    }

    /** Legal moves of a game after the given moves; the reference, replaying them, must agree. */
    static Set<String> legalAfter(String fen, String... moves) {
        Game g = new Game(KINGDOM, fen);
        KingdomReference r = KingdomReference.fromFen(fen);
        for (String m : moves) {
            g.play(m);
            r = r.play(m);
        }
        Set<String> ours = texts(g);
        assertEquals(new TreeSet<>(r.legalMoves()), ours, "reference disagrees after " + String.join(" ", moves));
        return ours;
    }

    private static Set<String> legal(Game g, String fen) {
        Set<String> ours = texts(g);
        assertEquals(new TreeSet<>(KingdomReference.fromFen(fen).legalMoves()), ours, "reference disagrees on " + fen);
        return ours;
    }

    private static Set<String> texts(Game g) {
        MoveList list = g.legalMoves();
        Set<String> out = new TreeSet<>();
        for (int i = 0; i < list.size(); i++) out.add(MoveText.format(g.variant, list.get(i)));
        assertEquals(list.size(), out.size(), "duplicate moves");
        return out;
    }

    /** The moves in {@code moves} that start on {@code square}. */
    static Set<String> from(Set<String> moves, String square) {
        Set<String> out = new TreeSet<>();
        for (String m : moves)
            if (m.startsWith(square) && !Character.isDigit(m.charAt(square.length()))) out.add(m);
        return out;
    }

    static Set<String> set(String... moves) {
        return new TreeSet<>(Set.of(moves));
    }
}
