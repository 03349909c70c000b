package castellan.position;

import castellan.board.Geometry;
import castellan.move.Move;
import castellan.piece.Piece;
import castellan.piece.PieceType;
import castellan.variant.CastlingGrant;
import castellan.variant.CastlingRight;
import castellan.variant.Variant;
import java.util.Arrays;

/**
 * A position of one variant: a mailbox, a bitboard per piece and per colour, and a stack of
 * irreversible state (hash, castling rights, en passant, clocks, captured piece, variant state)
 * so that {@link #make} and {@link #unmake} allocate nothing.
 *
 * <p>Made by FEN parsing ({@code castellan.notation.Fen}) through the set-up methods below;
 * one Position belongs to one thread (a search thread works on its own {@link #copy}).
 */
public final class Position {
    private static final int INITIAL_STACK = 256;

    public final Variant variant;
    public final Geometry geometry;
    private final StateHooks hooks;
    /** The hooks' per-position scratch ({@link StateHooks#newScratch}). */
    private final HookScratch hookScratch;
    private final PieceType[] types;
    private final int kingType;

    /** Piece code per square ({@link Piece}), 0 when empty. */
    final byte[] board = new byte[128];
    /** Bitboards by piece code, lo and hi words. */
    final long[] pieceLo, pieceHi;
    final long[] colorLo = new long[2], colorHi = new long[2];
    int side;

    /** Per square: castling-right bits that survive a move from or to it. */
    private final int[] castlingKeep = new int[128];
    private final CastlingGrant[] grants;

    // ---- state stack, indexed by ply (0 = the set-up position) ----
    int ply;
    long[] hash = new long[INITIAL_STACK];
    int[] castling = new int[INITIAL_STACK];
    /** En-passant target square (the passed square), -1 if none; set only when a capture is possible. */
    int[] epSquare = new int[INITIAL_STACK];
    /** Square of the piece an en-passant capture removes. */
    int[] epVictim = new int[INITIAL_STACK];
    int[] halfmove = new int[INITIAL_STACK];
    int[] fullmove = new int[INITIAL_STACK];
    int[] moves = new int[INITIAL_STACK];
    int[] captured = new int[INITIAL_STACK];
    /** Undo data: the piece that moved (before promotion), the castling Rook's destination, the piece replaced in place. */
    int[] undo = new int[INITIAL_STACK];
    /** Variant state words, {@link Variant#stateSlots} per ply. */
    long[] state;
    private final int slots;

    /**
     * Square weights whose sums over the pieces on the board this position keeps up to date
     * ({@link #keepWeightSums}): [piece code * 128 + square], middlegame and endgame. The
     * evaluation's piece-square tables, so that it need not add them up at every node; null
     * when nobody asked (perft).
     */
    private int[] weightMg, weightEg;
    private int weightSumMg, weightSumEg;

    /** An empty board of the variant, White to move; fill it with the set-up methods, then {@link #finishSetUp}. */
    public Position(Variant variant, StateHooks hooks) {
        this.variant = variant;
        this.hooks = hooks;
        this.hookScratch = hooks.newScratch();
        this.geometry = variant.geometry;
        this.types = variant.types;
        this.kingType = variant.kingType;
        int codes = 2 * types.length;
        pieceLo = new long[codes];
        pieceHi = new long[codes];
        slots = variant.stateSlots;
        state = new long[Math.max(1, slots) * INITIAL_STACK];
        grants = variant.castlingGrants;
        epSquare[0] = -1;
        epVictim[0] = -1;
        fullmove[0] = 1;
        Arrays.fill(castlingKeep, -1);
        for (CastlingRight r : variant.castlingRights) {
            castlingKeep[r.kingFrom()] &= ~(1 << r.bit());
            castlingKeep[r.rookFrom()] &= ~(1 << r.bit());
        }
    }

    /** An independent copy (same history), e.g. for a search thread. */
    public Position copy() {
        Position p = new Position(variant, hooks);
        System.arraycopy(board, 0, p.board, 0, board.length);
        System.arraycopy(pieceLo, 0, p.pieceLo, 0, pieceLo.length);
        System.arraycopy(pieceHi, 0, p.pieceHi, 0, pieceHi.length);
        System.arraycopy(colorLo, 0, p.colorLo, 0, 2);
        System.arraycopy(colorHi, 0, p.colorHi, 0, 2);
        p.side = side;
        p.ply = ply;
        p.hash = hash.clone();
        p.castling = castling.clone();
        p.epSquare = epSquare.clone();
        p.epVictim = epVictim.clone();
        p.halfmove = halfmove.clone();
        p.fullmove = fullmove.clone();
        p.moves = moves.clone();
        p.captured = captured.clone();
        p.undo = undo.clone();
        p.state = state.clone();
        p.weightMg = weightMg;
        p.weightEg = weightEg;
        p.weightSumMg = weightSumMg;
        p.weightSumEg = weightSumEg;
        return p;
    }

    /**
     * Makes this position a copy of {@code other} (same history), as {@link #copy} would, in this
     * position's own arrays: a search thread that sets up every search this way allocates nothing
     * (with many threads, each one's first allocation after a collection takes a fresh buffer of
     * the heap's young space, and enough of them start the next collection). Returns false, and
     * changes nothing, when {@code other} is of another variant or rules.
     */
    public boolean copyFrom(Position other) {
        if (other.variant != variant || other.hooks != hooks) return false;
        System.arraycopy(other.board, 0, board, 0, board.length);
        System.arraycopy(other.pieceLo, 0, pieceLo, 0, pieceLo.length);
        System.arraycopy(other.pieceHi, 0, pieceHi, 0, pieceHi.length);
        System.arraycopy(other.colorLo, 0, colorLo, 0, 2);
        System.arraycopy(other.colorHi, 0, colorHi, 0, 2);
        side = other.side;
        ply = other.ply;
        hash = fill(hash, other.hash);
        castling = fill(castling, other.castling);
        epSquare = fill(epSquare, other.epSquare);
        epVictim = fill(epVictim, other.epVictim);
        halfmove = fill(halfmove, other.halfmove);
        fullmove = fill(fullmove, other.fullmove);
        moves = fill(moves, other.moves);
        captured = fill(captured, other.captured);
        undo = fill(undo, other.undo);
        state = fill(state, other.state);
        weightMg = other.weightMg;
        weightEg = other.weightEg;
        weightSumMg = other.weightSumMg;
        weightSumEg = other.weightSumEg;
        return true;
    }

    /** {@code from}'s contents in {@code to} if it is as long (else a clone of {@code from}, as {@link #copy} makes). */
    private static long[] fill(long[] to, long[] from) {
        if (to.length != from.length) return from.clone();
        System.arraycopy(from, 0, to, 0, from.length);
        return to;
    }

    private static int[] fill(int[] to, int[] from) {
        if (to.length != from.length) return from.clone();
        System.arraycopy(from, 0, to, 0, from.length);
        return to;
    }

    /**
     * From now on, keeps the sums of these weights over the pieces on the board
     * ([piece code * 128 + square]; a side's weights may be negated so that the sums are one
     * side's point of view). Costs an addition per piece put or removed.
     */
    public void keepWeightSums(int[] mg, int[] eg) {
        weightMg = mg;
        weightEg = eg;
        weightSumMg = weightSumEg = 0;
        if (mg == null) return;
        for (int s = 0; s < geometry.squares; s++) {
            if (board[s] == 0) continue;
            weightSumMg += mg[board[s] * 128 + s];
            weightSumEg += eg[board[s] * 128 + s];
        }
    }

    /** The middlegame weights whose sum is kept ({@link #keepWeightSums}), or null. */
    public int[] keptWeights() { return weightMg; }
    /** The sum of the kept middlegame weights over the pieces on the board. */
    public int weightSumMg() { return weightSumMg; }
    /** The sum of the kept endgame weights over the pieces on the board. */
    public int weightSumEg() { return weightSumEg; }

    // ---------------------------------------------------------------- queries

    public int sideToMove() { return side; }
    public int pieceAt(int square) { return board[square]; }
    public long piecesLo(int piece) { return pieceLo[piece]; }
    public long piecesHi(int piece) { return pieceHi[piece]; }
    public long colorLo(int color) { return colorLo[color]; }
    public long colorHi(int color) { return colorHi[color]; }
    public long occupiedLo() { return colorLo[0] | colorLo[1]; }
    public long occupiedHi() { return colorHi[0] | colorHi[1]; }
    public long hash() { return hash[ply]; }
    public int castlingRights() { return castling[ply]; }
    public int epSquare() { return epSquare[ply]; }
    public int epVictim() { return epVictim[ply]; }
    public int halfmoveClock() { return halfmove[ply]; }
    public int fullmoveNumber() { return fullmove[ply]; }
    /** Plies made since set-up. */
    public int ply() { return ply; }
    /** The move made {@code back} plies ago (1 = the last move), or {@link Move#NONE}. */
    public int lastMove(int back) { return ply - back + 1 > 0 ? moves[ply - back + 1] : Move.NONE; }
    /** The piece the last move captured, or 0. */
    public int lastCaptured() { return ply > 0 ? captured[ply] : 0; }
    public long state(int slot) { return state[ply * slots + slot]; }
    public int kingType() { return kingType; }
    /**
     * The state hooks' scratch for this position (see {@link StateHooks#newScratch}), as the kind
     * the hooks made; ClassCastException if it is of another kind.
     */
    public <T extends HookScratch> T hookScratch(Class<T> kind) { return kind.cast(hookScratch); }

    /** Square of the given side's King, or -1 when it has none. */
    public int kingSquare(int color) {
        int k = Piece.of(kingType, color);
        long lo = pieceLo[k], hi = pieceHi[k];
        if (lo != 0) return Long.numberOfTrailingZeros(lo);
        if (hi != 0) return 64 + Long.numberOfTrailingZeros(hi);
        return -1;
    }

    /** Number of pieces of a type and colour on the board. */
    public int count(int type, int color) {
        int p = Piece.of(type, color);
        return Long.bitCount(pieceLo[p]) + Long.bitCount(pieceHi[p]);
    }

    /**
     * How many times the current position has occurred, counting back over reversible plies
     * (same placement, side, rights, en passant and variant state: the hash). The count stops at
     * a null move ({@link #makeNull}): a pass is a search device, so no repetition spans it (as in
     * Stockfish), and rules that walk back over the repeated plies never meet one.
     */
    public int repetitions() {
        int n = 1;
        long h = hash[ply];
        int limit = Math.min(ply, halfmove[ply]);
        for (int back = 1; back <= limit; back++) {
            if (moves[ply - back + 1] == Move.NONE) break;
            if ((back & 1) == 0 && hash[ply - back] == h) n++;
        }
        return n;
    }

    /** Hash computed from scratch, to check the incremental one. */
    public long computeHash() {
        long h = side == 1 ? Zobrist.SIDE : 0;
        for (int s = 0; s < geometry.squares; s++) if (board[s] != 0) h ^= Zobrist.PIECE_SQUARE[board[s] * 128 + s];
        h ^= Zobrist.castling(castling[ply]);
        if (epSquare[ply] >= 0) h ^= Zobrist.enPassant(epSquare[ply], epVictim[ply]);
        for (int i = 0; i < slots; i++) h ^= stateKey(i, state[ply * slots + i]);
        return h;
    }

    // ---------------------------------------------------------------- make / unmake

    /** Plays a pseudo-legal move (the caller checks legality). */
    public void make(int move) {
        assert Move.from(move) < geometry.squares && Move.to(move) < geometry.squares && Move.kind(move) <= Move.PROMOTE_IN_PLACE
                : "move fields out of range: " + move;
        assert Move.kind(move) == Move.HUFF ? Piece.color(board[Move.from(move)]) != side && board[Move.from(move)] != 0
                : Piece.color(board[Move.from(move)]) == side && board[Move.from(move)] != 0 : "no piece of the mover on from: " + move;
        if (slots > 0) hooks.beforeMake(this, move);
        int from = Move.from(move), to = Move.to(move), kind = Move.kind(move);
        int prev = ply, sp = ++ply;
        if (sp == hash.length) grow();
        int us = side;
        long h = hash[prev] ^ Zobrist.SIDE;
        int ep = epSquare[prev];
        if (ep >= 0) h ^= Zobrist.enPassant(ep, epVictim[prev]);
        int clock = halfmove[prev] + 1;
        int cap = 0, restore = 0;
        int newEp = -1, newVictim = -1;
        int alsoKeep = -1; // rights kept by further squares a compound move touches
        if (slots > 0) System.arraycopy(state, prev * slots, state, sp * slots, slots);

        switch (kind) {
            case Move.NORMAL, Move.DOUBLE_STEP, Move.EN_PASSANT -> {
                int piece = board[from];
                int capSq = kind == Move.EN_PASSANT ? epVictim[prev] : to;
                cap = board[capSq];
                if (cap != 0) {
                    remove(capSq, cap);
                    h ^= Zobrist.PIECE_SQUARE[cap * 128 + capSq];
                    clock = 0;
                }
                remove(from, piece);
                int promo = Move.promotion(move);
                int placed = promo != 0 ? Piece.of(promo, us) : piece;
                put(to, placed);
                h ^= Zobrist.PIECE_SQUARE[piece * 128 + from] ^ Zobrist.PIECE_SQUARE[placed * 128 + to];
                if (variant.resetsClock[Piece.type(piece)]) clock = 0;
                restore = piece;
                if (kind == Move.DOUBLE_STEP) {
                    int mid = (from + to) >>> 1;
                    // Record en passant only when an enemy piece of the same kind can take it.
                    long[] leap = types[Piece.type(piece)].capture[us].leap;
                    int enemy = piece ^ 1;
                    if ((leap[mid * 2] & pieceLo[enemy]) != 0 || (leap[mid * 2 + 1] & pieceHi[enemy]) != 0) {
                        newEp = mid;
                        newVictim = to;
                    }
                }
            }
            case Move.CASTLING -> {
                int rookFrom = Move.rookSquare(move), rookTo = variant.castlingRookTarget(from, to, rookFrom);
                h ^= placeKingAndRook(from, to, rookFrom, rookTo);
                restore = rookTo;
                from = rookFrom; // so the rights of both King and Rook are cleared below
            }
            case Move.GUARD_CASTLING -> {
                // Curtis: the optional Guard leg first, then King and Rook on the squares the move names.
                if (from != to) {
                    cap = board[to];
                    if (cap != 0) {
                        remove(to, cap);
                        h ^= Zobrist.PIECE_SQUARE[cap * 128 + to];
                        clock = 0;
                    }
                    int guard = board[from];
                    remove(from, guard);
                    put(to, guard);
                    h ^= Zobrist.PIECE_SQUARE[guard * 128 + from] ^ Zobrist.PIECE_SQUARE[guard * 128 + to];
                }
                int kingTo = Move.kingTo(move);
                CastlingRight r = variant.castlingToward(us, kingTo);
                int kingFrom = r.kingFrom(), rookFrom = r.rookFrom();
                int rookTo = geometry.square(Move.rookFile(move), geometry.rank(kingTo));
                h ^= placeKingAndRook(kingFrom, kingTo, rookFrom, rookTo);
                alsoKeep = castlingKeep[kingFrom] & castlingKeep[rookFrom];
            }
            case Move.HUFF -> {
                cap = board[from];
                remove(from, cap);
                h ^= Zobrist.PIECE_SQUARE[cap * 128 + from];
                clock = 0;
                // The move that follows may still take en passant, unless the huffed piece is the victim.
                if (ep >= 0 && from != epVictim[prev]) {
                    newEp = ep;
                    newVictim = epVictim[prev];
                }
            }
            case Move.PROMOTE_IN_PLACE -> {
                int old = board[from], placed = Piece.of(Move.promotion(move), us);
                remove(from, old);
                put(from, placed);
                h ^= Zobrist.PIECE_SQUARE[old * 128 + from] ^ Zobrist.PIECE_SQUARE[placed * 128 + from];
                restore = old;
                clock = 0;
            }
            default -> throw new IllegalStateException("move kind " + kind + " not supported by " + variant.id);
        }

        int oldRights = castling[prev];
        int rights = oldRights & castlingKeep[from] & castlingKeep[to];
        if (kind == Move.CASTLING) rights &= castlingKeep[Move.from(move)];
        rights &= alsoKeep;
        if (rights != oldRights && grants.length != 0) rights = grant(oldRights, rights, from, to);
        if (rights != oldRights) h ^= Zobrist.castling(oldRights ^ rights);
        if (newEp >= 0) h ^= Zobrist.enPassant(newEp, newVictim);

        castling[sp] = rights;
        epSquare[sp] = newEp;
        epVictim[sp] = newVictim;
        halfmove[sp] = clock;
        captured[sp] = cap;
        undo[sp] = restore;
        moves[sp] = move;
        if (kind != Move.HUFF) {
            fullmove[sp] = fullmove[prev] + us;
            side = us ^ 1;
        } else {
            fullmove[sp] = fullmove[prev];
            h ^= Zobrist.SIDE; // the huffer moves again
        }
        hash[sp] = h;
        if (slots > 0) hooks.afterMake(this, move, cap);
        // Every eighth ply, so that tests with assertions on (as surefire runs them) stay fast.
        assert (sp & 7) != 0 || hash[sp] == computeHash() : "incremental hash differs after " + move;
    }

    /** Takes back the last {@link #make}. */
    public void unmake() {
        int sp = ply--;
        int move = moves[sp];
        int from = Move.from(move), to = Move.to(move), kind = Move.kind(move);
        if (kind != Move.HUFF) side ^= 1;
        int us = side;
        switch (kind) {
            case Move.NORMAL, Move.DOUBLE_STEP, Move.EN_PASSANT -> {
                remove(to, board[to]);
                put(from, undo[sp]);
                int cap = captured[sp];
                if (cap != 0) put(kind == Move.EN_PASSANT ? epVictim[sp - 1] : to, cap);
            }
            case Move.CASTLING -> {
                int rookFrom = Move.rookSquare(move), rookTo = undo[sp];
                int king = board[to], rook = board[rookTo];
                remove(to, king);
                remove(rookTo, rook);
                put(from, king);
                put(rookFrom, rook);
            }
            case Move.GUARD_CASTLING -> {
                int kingTo = Move.kingTo(move);
                CastlingRight r = variant.castlingToward(us, kingTo);
                int rookTo = geometry.square(Move.rookFile(move), geometry.rank(kingTo));
                int king = board[kingTo], rook = board[rookTo];
                remove(kingTo, king);
                remove(rookTo, rook);
                put(r.kingFrom(), king);
                put(r.rookFrom(), rook);
                if (from != to) {
                    int guard = board[to];
                    remove(to, guard);
                    put(from, guard);
                    if (captured[sp] != 0) put(to, captured[sp]);
                }
            }
            case Move.HUFF -> put(from, captured[sp]);
            case Move.PROMOTE_IN_PLACE -> {
                remove(from, board[from]);
                put(from, undo[sp]);
            }
            default -> throw new IllegalStateException("move kind " + kind);
        }
        assert (ply & 7) != 0 || hash[ply] == computeHash() : "unmake of " + move + " did not restore the position";
    }

    /**
     * Passes the turn: a search device (null-move pruning), not a move of any variant. Clears en
     * passant, counts a halfmove, and keeps the variant state words as they are.
     */
    public void makeNull() {
        int prev = ply, sp = ++ply;
        if (sp == hash.length) grow();
        long h = hash[prev] ^ Zobrist.SIDE;
        if (epSquare[prev] >= 0) h ^= Zobrist.enPassant(epSquare[prev], epVictim[prev]);
        if (slots > 0) System.arraycopy(state, prev * slots, state, sp * slots, slots);
        castling[sp] = castling[prev];
        epSquare[sp] = -1;
        epVictim[sp] = -1;
        halfmove[sp] = halfmove[prev] + 1;
        fullmove[sp] = fullmove[prev] + side;
        captured[sp] = 0;
        undo[sp] = 0;
        moves[sp] = Move.NONE;
        hash[sp] = h;
        side ^= 1;
    }

    /** Takes back {@link #makeNull}. */
    public void unmakeNull() {
        assert moves[ply] == Move.NONE : "unmakeNull after a move";
        ply--;
        side ^= 1;
    }

    /** Moves King and Rook for a castling (either may land on the other's square); returns the hash change. */
    private long placeKingAndRook(int kingFrom, int kingTo, int rookFrom, int rookTo) {
        int king = board[kingFrom], rook = board[rookFrom];
        remove(kingFrom, king);
        remove(rookFrom, rook);
        put(kingTo, king);
        put(rookTo, rook);
        return Zobrist.PIECE_SQUARE[king * 128 + kingFrom] ^ Zobrist.PIECE_SQUARE[king * 128 + kingTo]
                ^ Zobrist.PIECE_SQUARE[rook * 128 + rookFrom] ^ Zobrist.PIECE_SQUARE[rook * 128 + rookTo];
    }

    /** Adds the rights this move creates (only consulted when the move lost a right). */
    private int grant(int oldRights, int rights, int from, int to) {
        for (CastlingGrant gr : grants)
            if ((oldRights & (1 << gr.requiresBit())) != 0 && gr.from() == from && gr.to() == to) rights |= 1 << gr.grantsBit();
        return rights;
    }

    // ---------------------------------------------------------------- board edits

    void put(int square, int piece) {
        assert board[square] == 0 && piece != 0 : "put on an occupied square";
        board[square] = (byte) piece;
        if (weightMg != null) {
            weightSumMg += weightMg[piece * 128 + square];
            weightSumEg += weightEg[piece * 128 + square];
        }
        if (square < 64) {
            long b = 1L << square;
            pieceLo[piece] |= b;
            colorLo[piece & 1] |= b;
        } else {
            long b = 1L << (square - 64);
            pieceHi[piece] |= b;
            colorHi[piece & 1] |= b;
        }
    }

    void remove(int square, int piece) {
        assert board[square] == piece : "remove of a piece that is not there";
        board[square] = 0;
        if (weightMg != null) {
            weightSumMg -= weightMg[piece * 128 + square];
            weightSumEg -= weightEg[piece * 128 + square];
        }
        if (square < 64) {
            long b = ~(1L << square);
            pieceLo[piece] &= b;
            colorLo[piece & 1] &= b;
        } else {
            long b = ~(1L << (square - 64));
            pieceHi[piece] &= b;
            colorHi[piece & 1] &= b;
        }
    }

    /**
     * Sets the halfmove clock of the current ply to 0, for rules where a compound turn resets it
     * although its last move alone would not (Maidens: a huff turn). The clock is not hashed.
     */
    public void resetHalfmoveClock() { halfmove[ply] = 0; }

    /** Sets variant state slot {@code slot} in the current ply, keeping the hash in step. */
    public void setState(int slot, long value) {
        int i = ply * slots + slot;
        hash[ply] ^= stateKey(slot, state[i]) ^ stateKey(slot, value);
        state[i] = value;
    }

    /** Hash key of a variant state word: the XOR of per-bit keys (state words are small sets or numbers). */
    private static long stateKey(int slot, long value) {
        long k = 0;
        for (long v = value; v != 0; v &= v - 1) k ^= Zobrist.STATE[(slot & 15) * 128 + Long.numberOfTrailingZeros(v)];
        return k;
    }

    private void grow() {
        int n = hash.length * 2;
        hash = Arrays.copyOf(hash, n);
        castling = Arrays.copyOf(castling, n);
        epSquare = Arrays.copyOf(epSquare, n);
        epVictim = Arrays.copyOf(epVictim, n);
        halfmove = Arrays.copyOf(halfmove, n);
        fullmove = Arrays.copyOf(fullmove, n);
        moves = Arrays.copyOf(moves, n);
        captured = Arrays.copyOf(captured, n);
        undo = Arrays.copyOf(undo, n);
        state = Arrays.copyOf(state, Math.max(1, slots) * n);
    }

    // ---------------------------------------------------------------- set-up

    /** Set-up only (before the first {@link #make}): puts a piece on an empty square. */
    public void setUpPiece(int square, int piece) {
        assert ply == 0 && board[square] == 0 : "set-up on a used position or occupied square";
        put(square, piece);
    }

    /** Set-up only: the side to move, castling rights, clocks. */
    public void setUpSideToMove(int color) { side = color; }
    public void setUpCastling(int rights) { castling[0] = rights; }
    public void setUpClocks(int halfmoveClock, int fullmoveNumber) {
        halfmove[0] = halfmoveClock;
        fullmove[0] = fullmoveNumber;
    }

    /** Set-up only: the en-passant square and the piece a capture there removes. */
    public void setUpEnPassant(int square, int victim) {
        epSquare[0] = square;
        epVictim[0] = victim;
    }

    /** Ends set-up: computes the hash from scratch. */
    public void finishSetUp() {
        assert ply == 0;
        hash[0] = computeHash();
    }

    @Override public String toString() {
        return variant.id + " position, ply " + ply + ", " + (side == 0 ? "White" : "Black") + " to move";
    }
}
