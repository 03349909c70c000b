package castellan.variants.kingdom;

import static castellan.variants.kingdom.Kingdom.DRAGON;
import static castellan.variants.kingdom.Kingdom.DUKE;
import static castellan.variants.kingdom.Kingdom.KING;
import static castellan.variants.kingdom.Kingdom.PAWN;
import static castellan.variants.kingdom.Kingdom.SUBJECT;
import static castellan.variants.kingdom.Kingdom.WIZARD;

import castellan.board.Geometry;
import castellan.eval.EvalSpec;
import castellan.move.Move;
import castellan.move.MoveList;
import castellan.movegen.Attacks;
import castellan.movegen.MoveGenerator;
import castellan.piece.Piece;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.rules.SearchTraits;
import castellan.variant.CastlingRight;
import castellan.variant.Variant;

/**
 * The Kingdom rules the piece tables cannot say.
 *
 * <p><b>Royalty</b> (ruling: the board decides): a King is royal only while its side has no
 * Duke; otherwise {@link #royalSquare} is -1 and nothing is checked. No move captures a King
 * ({@link Variant#kingsCapturable} is false): an immune one by rule, a royal one because it is never left
 * attacked.
 *
 * <p><b>Why the King's plain capture table is right for attacks.</b> A King may capture only
 * while the enemy has no Duke. Attacks are only ever asked about a royal King's square (check,
 * legality after a move, Kingdom castling), and a royal King's side has no Duke, so the enemy
 * King attacking it may capture: its table applies. Castling needs both sides Duke-less, so the
 * same holds for the castling squares. The conditional power matters only for generating the
 * King's own captures, which this class does (both are pieces moved by rules in {@link Kingdom}).
 *
 * <p><b>Legality</b> uses the generator's pin and checker test ({@link Variant#pinLegality}): with
 * the royal King's side Duke-less, every attack on it is plain table geometry (the enemy King's
 * included, as above; the Wizard attacks nothing), and no move of that side changes an enemy
 * attack. The one move that changes royalty, a promotion to a Duke, is a promotion, and the
 * generator judges promotions and in-place promotions on the board; so it does a pinned Wizard,
 * which could teleport along the pin line past its pinner or its King. While a side has its
 * Duke every move is legal and nothing is tested.
 */
final class KingdomRules extends Ruleset {
    private final Geometry g;
    /** Ranks 4 to 7, where a Wizard may capture. */
    private final long wizardZoneLo, wizardZoneHi;
    /** [color]: the last rank, where a Pawn may stand and promote in place. */
    private final long[] lastLo = new long[2], lastHi = new long[2];
    private final long[] kingLeap;
    /** The types a Pawn on the last rank may become where it stands. */
    private final int[] inPlace;

    KingdomRules(Variant variant) {
        super(variant);
        this.g = variant.geometry;
        this.kingLeap = variant.types[KING].move[0].leap;
        this.inPlace = variant.promotions[PAWN];
        long lo = 0, hi = 0;
        for (int s = 0; s < g.squares; s++) {
            int r = g.rank(s);
            if (r >= 3 && r <= 6) { if (s < 64) lo |= 1L << s; else hi |= 1L << (s - 64); }
            for (int c = 0; c < 2; c++)
                if (g.relativeRank(c, s) == g.ranks - 1) {
                    if (s < 64) lastLo[c] |= 1L << s; else lastHi[c] |= 1L << (s - 64);
                }
        }
        wizardZoneLo = lo;
        wizardZoneHi = hi;
    }

    static boolean hasDuke(Position p, int color) {
        int d = Piece.of(DUKE, color);
        return (p.piecesLo(d) | p.piecesHi(d)) != 0;
    }

    static boolean hasDragon(Position p, int color) {
        int d = Piece.of(DRAGON, color);
        return (p.piecesLo(d) | p.piecesHi(d)) != 0;
    }

    @Override public int royalSquare(Position p, int color) {
        return hasDuke(p, color) ? -1 : p.kingSquare(color);
    }

    @Override public void addSpecialMoves(Position p, MoveGenerator gen, MoveList list) {
        final int us = p.sideToMove(), them = us ^ 1;
        final long emptyLo = ~p.occupiedLo() & g.allLo, emptyHi = ~p.occupiedHi() & g.allHi;
        final boolean enemyDuke = hasDuke(p, them);

        // King: any empty neighbour; it captures only while the enemy has no Duke.
        int k = p.kingSquare(us);
        if (k >= 0) {
            long lo = kingLeap[k * 2], hi = kingLeap[k * 2 + 1];
            long tLo = lo & emptyLo, tHi = hi & emptyHi;
            if (!enemyDuke) {
                int enemyKing = Piece.of(KING, them);
                tLo |= lo & p.colorLo(them) & ~p.piecesLo(enemyKing);
                tHi |= hi & p.colorHi(them) & ~p.piecesHi(enemyKing);
            }
            MoveGenerator.addMoves(list, k, tLo, tHi);
        }

        // Wizard: to any empty square; while the enemy has no Dragon, it also captures enemy
        // Pawns and Subjects on ranks 4 to 7.
        int wizard = Piece.of(WIZARD, us);
        long wLo = p.piecesLo(wizard), wHi = p.piecesHi(wizard);
        if ((wLo | wHi) != 0) {
            long tLo = emptyLo, tHi = emptyHi;
            if (!hasDragon(p, them)) {
                int pawn = Piece.of(PAWN, them), subject = Piece.of(SUBJECT, them);
                tLo |= (p.piecesLo(pawn) | p.piecesLo(subject)) & wizardZoneLo;
                tHi |= (p.piecesHi(pawn) | p.piecesHi(subject)) & wizardZoneHi;
            }
            while ((wLo | wHi) != 0) {
                int from;
                if (wLo != 0) { from = Long.numberOfTrailingZeros(wLo); wLo &= wLo - 1; }
                else { from = 64 + Long.numberOfTrailingZeros(wHi); wHi &= wHi - 1; }
                MoveGenerator.addMoves(list, from, tLo, tHi);
            }
        }

        // A Pawn standing on the last rank may be exchanged where it stands: c10c10q.
        int pawn = Piece.of(PAWN, us);
        long pLo = p.piecesLo(pawn) & lastLo[us], pHi = p.piecesHi(pawn) & lastHi[us];
        while ((pLo | pHi) != 0) {
            int s;
            if (pLo != 0) { s = Long.numberOfTrailingZeros(pLo); pLo &= pLo - 1; }
            else { s = 64 + Long.numberOfTrailingZeros(pHi); pHi &= pHi - 1; }
            for (int type : inPlace) list.add(Move.of(s, s, Move.PROMOTE_IN_PLACE, type, 0));
        }

        if (p.castlingRights() != 0 && !enemyDuke && !hasDuke(p, us)) addCastling(p, gen.attacks, list);
    }

    /**
     * Kingdom castling, only while neither side has a Duke: King and Rook unmoved, the squares
     * between them empty, and (ruling: "any square involved in this process") no square from
     * the King's square to the Rook's square inclusive attacked.
     */
    private void addCastling(Position p, Attacks attacks, MoveList list) {
        int us = p.sideToMove(), rights = p.castlingRights();
        long occLo = p.occupiedLo(), occHi = p.occupiedHi();
        for (CastlingRight r : variant.castlingRights) {
            if (r.color() != us || (rights & (1 << r.bit())) == 0) continue;
            int lo = Math.min(r.kingFrom(), r.rookFrom()), hi = Math.max(r.kingFrom(), r.rookFrom());
            boolean ok = true;
            for (int s = lo + 1; s < hi && ok; s++) ok = p.pieceAt(s) == 0;
            for (int s = lo; s <= hi && ok; s++) ok = !attacks.isAttacked(p, s, us ^ 1, occLo, occHi);
            if (ok) list.add(Move.of(r.kingFrom(), r.kingTo(), Move.CASTLING, 0, r.rookFrom()));
        }
    }

    /**
     * The Duke carries the King's royalty: while a side has one its King is immune and the enemy
     * King may not capture. The Duke's value carries a premium for both (kingdom.params, so
     * exchanges and move ordering see it); the King's role is {@link DukeTerm}'s.
     */
    @Override protected EvalSpec buildEvalSpec() {
        return EvalSpec.builder(variant).royaltyCarrier('D').term(r -> new DukeTerm(g, r)).build();
    }

    /** Stalemate and repetition draw and zugzwang is as rare as in chess: the orthodox traits. */
    @Override public SearchTraits searchTraits() { return SearchTraits.ORTHODOX; }

    // ---------------------------------------------------------------- game end

    /**
     * Neither side can mate: the default cases, or nothing but Kings and Wizards (a Wizard
     * attacks nothing and Kings cannot check each other, so no check is ever possible).
     */
    @Override public boolean insufficientMaterial(Position p) {
        if (super.insufficientMaterial(p)) return true;
        for (int t = 1; t <= variant.typeCount(); t++)
            if (t != KING && t != WIZARD && p.count(t, 0) + p.count(t, 1) > 0) return false;
        return true;
    }

    /** Who is royal and who may capture, for {@code castellan show}. */
    @Override public void describe(Position p, StringBuilder out) {
        for (int c = 0; c < 2; c++) {
            out.append(c == 0 ? "White" : "Black").append(" King: ")
                    .append(hasDuke(p, c) ? "immune (has a Duke)" : "royal (no Duke)")
                    .append(hasDuke(p, c ^ 1) ? ", cannot capture" : ", may capture");
            if (p.count(WIZARD, c) > 0)
                out.append("; Wizard ").append(hasDragon(p, c ^ 1) ? "cannot capture" : "may capture Pawns/Subjects on ranks 4-7");
            out.append('\n');
        }
    }

    // ---------------------------------------------------------------- FEN

    /** A Pawn may stand on its last rank (it got there as a Subject); a Subject may not. */
    @Override public boolean pawnMayStandOn(Position p, int type, int relativeRank) {
        return type == PAWN ? relativeRank > 0 : relativeRank < p.geometry.ranks - 1;
    }
}
