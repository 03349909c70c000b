package castellan.search;

import castellan.move.Move;
import castellan.move.MoveList;
import castellan.movegen.Legality;
import castellan.movegen.MoveGenerator;
import castellan.piece.Piece;
import castellan.position.Position;

/**
 * Hands out the legal moves of one node, best first and generated in stages, so that a cutoff
 * by an early move saves generating the rest (Stockfish's {@code MovePicker}):
 *
 * <ol>
 *   <li>the transposition-table move, if pseudo-legal and legal here;</li>
 *   <li>tactical moves (captures, promotions, huffs) by the victim's value, then their capture
 *       history, those that lose material in the exchange put off to the end;</li>
 *   <li>the two killers and the counter-move, if quiet, pseudo-legal and legal here;</li>
 *   <li>quiet moves by their butterfly, continuation and pawn histories and the threats of
 *       lesser pieces they escape or meet;</li>
 *   <li>the losing tactical moves.</li>
 * </ol>
 *
 * In check every move comes in one stage (evasions: tactical first, then quiet by history); in
 * quiescence only the tactical stage. One picker per ply of each search thread, reused.
 *
 * <p>Moves are checked for legality in batches when a stage is generated, against the picker's
 * own legality context ({@link Legality}), computed at most once per node: the searches below
 * the node have contexts of their own.
 */
final class MovePicker {
    private static final int TT = 0, GEN_TACTICAL = 1, GOOD_TACTICAL = 2, KILLER1 = 3, KILLER2 = 4, COUNTER = 5,
            GEN_QUIET = 6, QUIET = 7, BAD_TACTICAL = 8, GEN_EVASIONS = 9, EVASIONS = 10, DONE = 11;
    /** Evasion scores: tactical moves above every history score. */
    private static final int TACTICAL_BONUS = 1 << 24;

    private MoveGenerator gen;
    private final History history;
    private final ContinuationHistory continuation;
    private final CaptureHistory captures;
    private final PawnHistory pawns;
    private final SearchParameters sp;
    private StaticExchange exchange;
    private LesserAttacks threats;
    private final MoveList list = new MoveList();
    /** This node's legality context, once {@link #prepared}. */
    private final Legality legality = new Legality();
    private boolean prepared;
    private int[] scores = new int[256];
    private int[] bad = new int[64];
    private int badCount, badIndex;

    private Position p;
    private int stage, index, ply, side;
    private int ttMove, killer1, killer2, counterMove;
    /** The continuation rows of the moves one, two, four and six plies back. */
    private int row1, row2, row4, row6;
    /** The pawn history's row of this node, found when quiet moves or evasions are scored. */
    private int pawnRow;
    private boolean quiescence, skipQuiets;
    /** The last move of the good tactical stage of a main-search node: {@link StaticExchange#loses} said no. */
    private int notLosing;

    MovePicker(MoveGenerator gen, History history, ContinuationHistory continuation, CaptureHistory captures,
               PawnHistory pawns, StaticExchange exchange, LesserAttacks threats, SearchParameters sp) {
        this.continuation = continuation;
        this.threats = threats;
        this.sp = sp;
        this.captures = captures;
        this.pawns = pawns;
        this.gen = gen;
        this.history = history;
        this.exchange = exchange;
    }

    /** Hands out moves of another variant (the thread's new generator, exchange and threats); the lists are kept. */
    void aim(MoveGenerator gen, StaticExchange exchange, LesserAttacks threats) {
        this.gen = gen;
        this.exchange = exchange;
        this.threats = threats;
        p = null;
    }

    /**
     * Starts a node of the main search; {@code rows} are the continuation rows of the moves one,
     * two, four and six plies back.
     */
    void init(Position p, int ply, boolean inCheck, int ttMove, int counterMove, int row1, int row2, int row4, int row6) {
        this.p = p;
        this.row1 = row1;
        this.row2 = row2;
        this.row4 = row4;
        this.row6 = row6;
        this.ply = ply;
        this.side = p.sideToMove();
        this.ttMove = ttMove;
        this.killer1 = history.killer1(ply);
        this.killer2 = history.killer2(ply);
        this.counterMove = counterMove == killer1 || counterMove == killer2 ? 0 : counterMove;
        quiescence = false;
        skipQuiets = false;
        prepared = false;
        notLosing = Move.NONE;
        badCount = badIndex = 0;
        stage = inCheck ? (ttMove != 0 ? TT : GEN_EVASIONS) : ttMove != 0 ? TT : GEN_TACTICAL;
        evasions = inCheck;
    }

    private boolean evasions;

    /** Starts a quiescence node: the tactical moves only, or every evasion when in check. */
    void initQuiescence(Position p, int ply, boolean inCheck, int ttMove) {
        int none = continuation.noRow();
        init(p, ply, inCheck, inCheck || (ttMove != 0 && MoveGenerator.isTactical(p, ttMove)) ? ttMove : 0, 0, none, none, none, none);
        killer1 = killer2 = counterMove = 0;
        quiescence = true;
    }

    /** Late-move pruning: no more quiet moves from this node (tactical ones still come). */
    void skipQuiets() { skipQuiets = true; }

    /** The next legal move, or {@link Move#NONE} when there are no more. */
    int next() {
        while (true) {
            switch (stage) {
                case TT -> {
                    stage = evasions ? GEN_EVASIONS : GEN_TACTICAL;
                    if (gen.isPseudoLegal(p, ttMove) && legal(ttMove)) return ttMove;
                    ttMove = 0;
                }
                case GEN_TACTICAL -> {
                    gen.generateTactical(p, list);
                    keepLegal();
                    for (int i = 0; i < list.size; i++) scores[i] = tacticalScore(list.moves[i]);
                    index = 0;
                    stage = GOOD_TACTICAL;
                }
                case GOOD_TACTICAL -> {
                    while (index < list.size) {
                        int m = pickBest();
                        // In quiescence the caller judges exchanges itself; here losing ones wait.
                        if (!quiescence) {
                            if (exchange.loses(p, m)) { addBad(m); continue; }
                            notLosing = m;
                        }
                        return m;
                    }
                    stage = quiescence ? DONE : KILLER1;
                }
                case KILLER1 -> {
                    stage = KILLER2;
                    if (!skipQuiets && usableQuiet(killer1)) return killer1;
                }
                case KILLER2 -> {
                    stage = COUNTER;
                    if (!skipQuiets && usableQuiet(killer2)) return killer2;
                }
                case COUNTER -> {
                    stage = GEN_QUIET;
                    if (!skipQuiets && usableQuiet(counterMove)) return counterMove;
                }
                case GEN_QUIET -> {
                    stage = QUIET;
                    index = 0;
                    list.size = 0;
                    if (skipQuiets) continue;
                    gen.generateQuiet(p, list);
                    keepLegal();
                    pawnRow = pawns.row(p);
                    threats.find(p, side ^ 1);
                    int[] m = list.moves;
                    int n = 0;
                    for (int i = 0; i < list.size; i++) {
                        int mv = m[i];
                        if (mv == killer1 || mv == killer2 || mv == counterMove) continue;
                        m[n] = mv;
                        scores[n++] = quietScore(mv);
                    }
                    list.size = n;
                }
                case QUIET -> {
                    if (!skipQuiets && index < list.size) return pickBest();
                    stage = BAD_TACTICAL;
                }
                case BAD_TACTICAL -> {
                    if (badIndex < badCount) return bad[badIndex++];
                    stage = DONE;
                }
                case GEN_EVASIONS -> {
                    gen.generate(p, list);
                    keepLegal();
                    pawnRow = pawns.row(p);
                    for (int i = 0; i < list.size; i++) {
                        int mv = list.moves[i];
                        scores[i] = MoveGenerator.isTactical(p, mv) ? TACTICAL_BONUS + tacticalScore(mv) : evasionScore(mv);
                    }
                    index = 0;
                    stage = EVASIONS;
                }
                case EVASIONS -> {
                    if (index < list.size) return pickBest();
                    stage = DONE;
                }
                default -> { return Move.NONE; }
            }
        }
    }

    /**
     * Is this move, just handed out, known to win or break even in the exchange, so that
     * {@link StaticExchange#atLeast} is true for it at any threshold up to 0? So for a plain
     * capture (or en passant) of the good tactical stage: {@link StaticExchange#loses} said no,
     * either because {@code atLeast(0)} held or because the victim is worth at least the
     * capturer. Not for a promotion (the promoted piece may be lost) nor other kinds.
     */
    boolean winsOrEven(int move) {
        int kind = Move.kind(move);
        return move == notLosing && (kind == Move.NORMAL || kind == Move.EN_PASSANT) && Move.promotion(move) == 0;
    }

    /** Keeps the legal moves of the list other than the transposition-table move (already tried). */
    private void keepLegal() {
        if (scores.length < list.moves.length) scores = new int[list.moves.length];
        int[] m = list.moves;
        int n = 0;
        for (int i = 0; i < list.size; i++) if (m[i] != ttMove && legal(m[i])) m[n++] = m[i];
        list.size = n;
    }

    /** Is this pseudo-legal move legal here? (prepares the node's context at the first question) */
    private boolean legal(int move) {
        if (!prepared) {
            gen.prepare(p, legality);
            prepared = true;
        }
        return gen.isLegal(p, move, legality);
    }

    /** A killer or counter-move that is a legal quiet move here and not the table's move. */
    private boolean usableQuiet(int move) {
        if (move == Move.NONE || move == ttMove) return false;
        if (!gen.isPseudoLegal(p, move) || MoveGenerator.isTactical(p, move)) return false;
        return legal(move);
    }

    /** Selection: swaps the best remaining move to the front of the rest and hands it out. */
    private int pickBest() {
        int[] m = list.moves;
        int best = index;
        for (int i = index + 1; i < list.size; i++) if (scores[i] > scores[best]) best = i;
        int move = m[best], s = scores[best];
        m[best] = m[index];
        scores[best] = scores[index];
        m[index] = move;
        scores[index] = s;
        index++;
        return move;
    }

    /**
     * A quiet move's score: its butterfly history and its continuation histories after the moves
     * one, two, four (counted twice) and six plies back (Stockfish 11's quiet ordering), half
     * its pawn history (Stockfish 16's weight beside the butterfly's), and whether it saves a
     * piece from a lesser attacker or offers one to it (Stockfish 16, {@link LesserAttacks}).
     */
    private int quietScore(int move) {
        int from = Move.from(move), piece = p.pieceAt(from), to = Move.to(move);
        return history.score(side, move) + 2 * continuation.get(row1, piece, to) + 2 * continuation.get(row2, piece, to)
                + 2 * continuation.get(row4, piece, to) + continuation.get(row6, piece, to) + pawns.get(pawnRow, piece, to) / 2
                + threats.score(Piece.type(piece), from, to, sp.threatScale);
    }

    /** A quiet evasion's score: its butterfly history, its continuation after the opponent's move and its pawn history (Stockfish 16). */
    private int evasionScore(int move) {
        int piece = p.pieceAt(Move.from(move)), to = Move.to(move);
        return history.score(side, move) + continuation.get(row1, piece, to) + pawns.get(pawnRow, piece, to);
    }

    /**
     * A tactical move's score: the victim's value, six times, then the capture history of the
     * piece, its destination and the victim's type (Stockfish 11's capture ordering). A huff has
     * no capturing piece: its victim's value alone.
     */
    private int tacticalScore(int move) {
        int value = exchange.captured(p, move) * 6;
        if (Move.kind(move) == Move.HUFF) return value;
        int to = Move.to(move);
        return value + captures.get(p.pieceAt(Move.from(move)), to, Piece.type(p.pieceAt(to)));
    }

    private void addBad(int move) {
        if (badCount == bad.length) bad = java.util.Arrays.copyOf(bad, 2 * badCount);
        bad[badCount++] = move;
    }
}
