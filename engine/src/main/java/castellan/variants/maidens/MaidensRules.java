package castellan.variants.maidens;

import castellan.board.Bits;
import castellan.board.Geometry;
import castellan.eval.EvalSpec;
import castellan.move.Move;
import castellan.move.MoveList;
import castellan.movegen.Attacks;
import castellan.movegen.MoveGenerator;
import castellan.piece.Piece;
import castellan.position.FenException;
import castellan.position.HookScratch;
import castellan.position.Position;
import castellan.rules.SearchTraits;
import castellan.rules.Ruleset;
import castellan.variant.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * The huffing rules. The huffable squares are two state words (a 128-bit set: slot 0 the low
 * squares, slot 1 the high), so they are hashed, copied forward and shown in the 7th FEN field.
 * They are set by {@link #afterMake} from the capture candidates of the position the move was
 * made from ({@link CaptureCandidates}, kept in each position's hook scratch). A huff is the
 * pseudo-move {@link Move#HUFF}, generated here with its own legality rule, which removes the
 * piece and keeps the side to move; perft, move text and the game join it with the move that
 * follows into one turn.
 */
final class MaidensRules extends Ruleset {
    MaidensRules(Variant variant) {
        super(variant);
    }

    public static long huffableLo(Position p) { return p.state(0); }
    public static long huffableHi(Position p) { return p.state(1); }

    // ---------------------------------------------------------------- huffs

    /**
     * Castling, then one huff per huffable enemy piece that is lawful: removing it must not let
     * an enemy piece attack our King that did not attack it before ("Legality"). A checker may
     * be huffed; the move after the huff must then be legal as usual (the generator's job).
     */
    @Override public void addSpecialMoves(Position p, MoveGenerator gen, MoveList list) {
        gen.addCastling(p, list);
        long hLo = p.state(0), hHi = p.state(1);
        if ((hLo | hHi) == 0) return;
        int us = p.sideToMove(), them = us ^ 1, king = p.kingSquare(us);
        long occLo = p.occupiedLo(), occHi = p.occupiedHi();
        Attacks a = gen.attacks;
        a.attackers(p, king, them, occLo, occHi);
        long beforeLo = a.lo, beforeHi = a.hi;
        while ((hLo | hHi) != 0) {
            int s = Bits.first(hLo, hHi);
            if (s < 64) hLo &= hLo - 1; else hHi &= hHi - 1;
            a.attackers(p, king, them, occLo & ~Bits.loBit(s), occHi & ~Bits.hiBit(s));
            long newLo = a.lo & ~beforeLo & ~Bits.loBit(s), newHi = a.hi & ~beforeHi & ~Bits.hiBit(s);
            if ((newLo | newHi) == 0) list.add(Move.of(s, s, Move.HUFF));
        }
    }

    // ---------------------------------------------------------------- evaluation

    /** Huffing as material ({@link HuffTerm}); the numbers (Stonemann's values) are in maidens.params. */
    @Override protected EvalSpec buildEvalSpec() {
        return EvalSpec.builder(variant).term(r -> new HuffTerm(variant, r)).build();
    }

    // ---------------------------------------------------------------- search

    /**
     * No null move: a real pass would make every piece of the passer that declined a capture
     * huffable, which a null move cannot express (it keeps the huffable squares, which would then
     * name the passer's own pieces). Stalemate and repetition draw as in chess.
     */
    @Override public SearchTraits searchTraits() { return TRAITS; }

    private static final SearchTraits TRAITS = new SearchTraits(SearchTraits.NullMove.OFF, true, false);

    // ---------------------------------------------------------------- huff rights

    /** A move (not a huff) needs the capture candidates of the position it is made from. */
    @Override public void beforeMake(Position p, int move) {
        if (Move.kind(move) != Move.HUFF) cache(p).ensure(p);
    }

    /**
     * The huffable set after the move: none after a huff (rights used or gone) or a capture;
     * otherwise the capture candidates of the position before, each followed to its new square.
     * A huff turn also leaves the 50-move counter at 0.
     */
    @Override public void afterMake(Position p, int move, int captured) {
        long lo = 0, hi = 0;
        int kind = Move.kind(move);
        if (kind != Move.HUFF) {
            if (Move.kind(p.lastMove(2)) == Move.HUFF) p.resetHalfmoveClock();
            if (captured == 0) {
                CaptureCandidates c = cache(p);
                lo = c.lo(p.ply() - 1);
                hi = c.hi(p.ply() - 1);
                int from = Move.from(move), to = Move.to(move);
                if (kind == Move.CASTLING) { // the King is never a candidate; its Rook may be
                    from = Move.rookSquare(move);
                    to = variant.castlingRookTarget(Move.from(move), Move.to(move), from);
                }
                if (Bits.has(lo, hi, from)) {
                    lo = (lo & ~Bits.loBit(from)) | Bits.loBit(to);
                    hi = (hi & ~Bits.hiBit(from)) | Bits.hiBit(to);
                }
            }
        }
        p.setState(0, lo);
        p.setState(1, hi);
    }

    /** Each position keeps its own candidate cache (and private generator): one per search thread. */
    @Override public HookScratch newScratch() {
        return new CaptureCandidates(variant, this);
    }

    private static CaptureCandidates cache(Position p) {
        return p.hookScratch(CaptureCandidates.class);
    }

    @Override public void describe(Position p, StringBuilder out) {
        out.append("Huffable: ").append(huffableField(p)).append('\n');
    }

    // ---------------------------------------------------------------- FEN

    /** 7th field: the huffable squares, comma-separated in any order, or {@code -}; absent means {@code -}. */
    @Override public void parseExtraFields(Position p, List<String> fields) {
        if (fields.isEmpty()) return;
        if (fields.size() > 1) throw new FenException("unexpected field '" + fields.get(1) + "' after the huffable squares");
        String text = fields.get(0);
        if (text.equals("-")) return;
        Geometry g = p.geometry;
        int mover = p.sideToMove() ^ 1;
        long lo = 0, hi = 0;
        for (String name : text.split(",", -1)) {
            int s = g.parseSquare(name);
            if (s < 0) throw new FenException("huffable squares: '" + name + "' is not a square in '" + text + "'");
            if (Bits.has(lo, hi, s)) throw new FenException("huffable squares: " + name + " twice in '" + text + "'");
            int piece = p.pieceAt(s);
            if (piece == 0 || Piece.color(piece) != mover || Piece.type(piece) == p.kingType())
                throw new FenException("huffable square " + name + " must hold a piece, not the King, of the side that just moved ("
                        + (mover == 0 ? "White" : "Black") + ")");
            lo |= Bits.loBit(s);
            hi |= Bits.hiBit(s);
        }
        p.setState(0, lo);
        p.setState(1, hi);
    }

    @Override public void formatExtraFields(Position p, List<String> out) {
        out.add(huffableField(p));
    }

    private static String huffableField(Position p) {
        List<String> names = new ArrayList<>();
        long lo = p.state(0), hi = p.state(1);
        while ((lo | hi) != 0) {
            int s = Bits.first(lo, hi);
            if (s < 64) lo &= lo - 1; else hi &= hi - 1;
            names.add(p.geometry.name(s));
        }
        return names.isEmpty() ? "-" : String.join(",", names);
    }
}
