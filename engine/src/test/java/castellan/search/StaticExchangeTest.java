package castellan.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.move.Move;
import castellan.move.MoveList;
import castellan.move.TurnList;
import castellan.movegen.Attacks;
import castellan.movegen.MoveGenerator;
import castellan.notation.MoveText;
import castellan.piece.Piece;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.variant.Variant;
import castellan.variants.Variants;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Static exchange values worked out by hand: each side captures on the square with its least
 * valuable piece while that pays, so the result is a sum of piece values (read from the
 * exchange's own table, not pasted numbers).
 */
class StaticExchangeTest {
    private static int see(String variant, String fen, String move) {
        Ruleset r = Variants.get(variant);
        Game g = new Game(r, fen);
        StaticExchange x = new StaticExchange(r.variant(), r.evalSpec(), g.generator());
        return x.see(g.position(), MoveText.parse(g.position(), g.generator(), move));
    }

    private static int value(String variant, char letter) {
        Ruleset r = Variants.get(variant);
        return new StaticExchange(r.variant(), r.evalSpec(), r.newGenerator()).value(r.variant().typeOf(letter));
    }

    @Test void anUndefendedPawnIsWon() {
        assertEquals(value("normal", 'P'), see("normal", "4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1", "f3e5"));
    }

    @Test void aKnightTakingAPawnThatAPawnDefendsLosesTheKnightForIt() {
        // Nxe5 dxe5: White wins a pawn and loses the Knight.
        assertEquals(value("normal", 'P') - value("normal", 'N'), see("normal", "4k3/8/3p4/4p3/8/5N2/8/4K3 w - - 0 1", "f3e5"));
    }

    @Test void aPawnTakingADefendedKnightWinsTheKnightForThePawn() {
        // dxe5 dxe5: White wins the Knight and loses the pawn.
        assertEquals(value("normal", 'N') - value("normal", 'P'), see("normal", "4k3/8/3p4/4n3/3P4/8/8/4K3 w - - 0 1", "d4e5"));
    }

    @Test void theLastRecaptureCounts() {
        // Rxe5 Rxe5 Rxe5: White's second Rook has the last word, so White keeps the pawn won
        // (Black gains nothing by recapturing, and loses nothing by it either).
        assertEquals(value("normal", 'P'), see("normal", "4r1k1/8/8/4p3/8/8/4R3/4R1K1 w - - 0 1", "e2e5"));
    }

    @Test void aRecaptureThatWouldBeAnsweredIsNotMade() {
        // Qa6?? bxa6, and now Bxa6 (the f1 Bishop sees a6 once the Queen left e2) would win the
        // pawn back only to lose the Bishop to Bxa6 (the c8 Bishop sees a6 once b7 is empty):
        // White stops after bxa6 and has lost the Queen. (An exchange that stopped walking when
        // both sides stood to lose called it -Q+P: it took Bxa6 as the last word.)
        assertEquals(-value("normal", 'Q'), see("normal", "r1bqkb1r/pppppppp/2n2n2/8/8/4P3/PPPPQPPP/RNB1KBNR w KQkq - 3 3", "e2a6"));
    }

    @Test void aKingDoesNotRecaptureOnADefendedSquare() {
        // Capablanca after 1.Cg3 c5 2.d3 Nh6 3.Qc3 Ba5: Qxg7 is defended by the Chancellor on g3
        // along the g-file, so Kxg7 would be answered by Cxg7 (the King is worth more than any
        // exchange): the Queen wins the pawn. (It is mate, too; a SEE that dropped the last
        // capture called it -Q+P, and non-PV pruning threw the mate away.)
        assertEquals(value("capablanca", 'P'),
                see("capablanca", "rna1qkbc1r/pp1ppppppp/7n2/b1p7/10/2QP2C3/PPP1PPPPPP/RNAB1KB1NR w KQkq - 3 4", "c3g7"));
    }

    /**
     * The exchange written plainly: the attackers of the side to capture looked up afresh at
     * every step ({@link Attacks#attackers}), the swap list walked to its end and back. The
     * search's exchange keeps the attackers between steps, and answers threshold questions with
     * a null window that stops early; both must agree with this on every move of long random
     * games in every variant.
     */
    private static int plainExchange(StaticExchange x, Attacks attacks, Variant v, Position p, int move) {
        int kind = Move.kind(move);
        int taken = x.captured(p, move);
        if (kind != Move.NORMAL && kind != Move.EN_PASSANT && kind != Move.DOUBLE_STEP) return taken;
        int from = Move.from(move), to = Move.to(move), promo = Move.promotion(move);
        int mover = p.pieceAt(from);
        long occLo = p.occupiedLo() & ~bit(from, 0), occHi = p.occupiedHi() & ~bit(from, 1);
        if (kind == Move.EN_PASSANT) {
            occLo &= ~bit(p.epVictim(), 0);
            occHi &= ~bit(p.epVictim(), 1);
        }
        List<Integer> order = new ArrayList<>();
        for (int t = 1; t <= v.typeCount(); t++) if (!v.types[t].movedByRules) order.add(t);
        order.sort(Comparator.comparingInt(x::value)); // stable: ties by type index
        List<Integer> gains = new ArrayList<>(List.of(taken));
        int onSquare = x.value(promo != 0 ? promo : Piece.type(mover));
        int side = Piece.color(mover) ^ 1;
        while (true) {
            attacks.attackers(p, to, side, occLo, occHi);
            long aLo = attacks.lo & occLo, aHi = attacks.hi & occHi;
            int type = 0, square = -1;
            for (int t : order) {
                long lo = aLo & p.piecesLo(Piece.of(t, side)), hi = aHi & p.piecesHi(Piece.of(t, side));
                if ((lo | hi) != 0) {
                    type = t;
                    square = lo != 0 ? Long.numberOfTrailingZeros(lo) : 64 + Long.numberOfTrailingZeros(hi);
                    break;
                }
            }
            if (type == 0) break;
            gains.add(onSquare - gains.get(gains.size() - 1));
            onSquare = x.value(type);
            occLo &= ~bit(square, 0);
            occHi &= ~bit(square, 1);
            side ^= 1;
        }
        for (int d = gains.size() - 1; d > 0; d--) gains.set(d - 1, -Math.max(-gains.get(d - 1), gains.get(d)));
        return gains.get(0);
    }

    private static long bit(int square, int word) {
        return (square >>> 6) == word ? 1L << (square & 63) : 0;
    }

    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void theExchangeAndItsThresholdsAgreeWithThePlainSwapList(String id) {
        Ruleset r = Variants.get(id);
        MoveGenerator gen = r.newGenerator();
        StaticExchange x = new StaticExchange(r.variant(), r.evalSpec(), gen);
        Attacks plain = new Attacks(r.variant(), gen.hooks());
        SplittableRandom random = new SplittableRandom(id.hashCode() * 31L);
        MoveList moves = new MoveList();
        int[] thresholds = {-900, -300, -101, -100, -1, 0, 1, 99, 100, 301, 900};
        int exchanges = 0, lost = 0;
        for (int game = 0; game < 20; game++) {
            Game g = new Game(r);
            for (int ply = 0; ply < 200; ply++) {
                Position p = g.position();
                gen.generate(p, moves);
                for (int i = 0; i < moves.size(); i++) {
                    int m = moves.get(i);
                    int expected = plainExchange(x, plain, r.variant(), p, m);
                    assertEquals(expected, x.see(p, m), () -> MoveText.format(r.variant(), m) + " in " + g.fen());
                    for (int t : thresholds)
                        assertEquals(expected >= t, x.atLeast(p, m, t), () -> MoveText.format(r.variant(), m) + " at least " + t + " in " + g.fen());
                    exchanges++;
                    if (expected < 0) lost++;
                }
                TurnList turns = g.legalTurns();
                if (turns.size() == 0) break;
                g.play(turns.get(random.nextInt(turns.size())));
            }
        }
        // Random games hang pieces all the time: the exchanges that lose were checked too.
        assertTrue(exchanges > 50_000 && lost > 2_000, exchanges + " exchanges, " + lost + " losing");
    }
}
