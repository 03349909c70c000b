package castellan.reference;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A deliberately simple, slow, obviously-correct reference move generator, used
 * only by tests: as an independent source of perft numbers and for differential
 * testing of the real engine. It depends on nothing but the JDK.
 *
 * <p>How it works, straight from the rules:
 * <ul>
 *   <li>The board is a mailbox: a {@code char[]} of {@code width x height}
 *       squares, index {@code rank * width + file} (rank 0 = rank 1 = White's
 *       side), {@code '.'} for empty, FEN letters for pieces.</li>
 *   <li>Every piece type is described by a table of {@link Step}s: a direction,
 *       how far it may repeat (1 = leap, unlimited = ride), and whether it may
 *       move there, capture there, or both. Directions are written from White's
 *       point of view; for Black the rank component is negated, so "forward"
 *       steps (pawns, and future pieces such as the Kingdom Prince) just work.</li>
 *   <li>Moves are generated pseudo-legally by walking those steps over the grid;
 *       pawn extras (double step, en passant, promotion) and castling are added
 *       by plain code. Each pseudo-legal move is played on a copy and rejected if
 *       the mover's royal king is then attacked.</li>
 *   <li>"Attacked" (rules README): some enemy piece could capture a king standing
 *       on the square, by its own capturing steps, ignoring pins.</li>
 * </ul>
 *
 * <p>Conventions chosen here: the en-passant field is set after <em>every</em>
 * double step (whether or not a capture is possible); a FEN with only the first
 * four fields is accepted (halfmove 0, fullmove 1). Castling rights are plain
 * {@code KQkq}.
 *
 * <p>Variants are data ({@link Variant}); adding one means adding its piece table,
 * board size, promotion letters and castling geometry to {@link #VARIANTS}, plus
 * plain code for any rule that is not a table of steps.
 */
public final class ReferenceBoard {

    // ------------------------------------------------------------------
    // Piece descriptions
    // ------------------------------------------------------------------

    /** Repeat count of a rider: walk until the edge or the first occupied square. */
    static final int UNLIMITED = Integer.MAX_VALUE;

    /**
     * One movement component of a piece: step by (df, dr) — dr as seen by White,
     * negated for Black — up to {@code range} times, stopping at the first
     * occupied square. {@code moves}: may go to an empty square;
     * {@code captures}: may capture an enemy piece (and so attacks squares).
     */
    record Step(int df, int dr, int range, boolean moves, boolean captures) {
    }

    /**
     * A piece type. {@code royal}: its side loses if it is captured, so moves may
     * not leave it attacked. {@code pawn}: also gets the pawn extras (double step
     * from its start rank, en passant, promotion on the last rank).
     */
    record PieceType(char letter, String name, List<Step> steps, boolean royal, boolean pawn) {
    }

    /** All eight (or four) symmetric images of the step (a, b). */
    static List<Step> symmetric(int a, int b, int range, boolean moves, boolean captures) {
        Set<Step> steps = new LinkedHashSet<>();
        for (int[] d : new int[][] {{a, b}, {b, a}}) {
            for (int sf : new int[] {1, -1}) {
                for (int sr : new int[] {1, -1}) {
                    steps.add(new Step(d[0] * sf, d[1] * sr, range, moves, captures));
                }
            }
        }
        return List.copyOf(steps);
    }

    /** A leaper: jumps once by (a, b) in all symmetric directions, moving or capturing. */
    static List<Step> leap(int a, int b) {
        return symmetric(a, b, 1, true, true);
    }

    /** A rider: slides any distance along (a, b) in all symmetric directions. */
    static List<Step> ride(int a, int b) {
        return symmetric(a, b, UNLIMITED, true, true);
    }

    @SafeVarargs
    static List<Step> steps(List<Step>... parts) {
        List<Step> all = new ArrayList<>();
        for (List<Step> part : parts) {
            all.addAll(part);
        }
        return List.copyOf(all);
    }

    static final PieceType KING = new PieceType('K', "King", steps(leap(1, 0), leap(1, 1)), true, false);
    static final PieceType QUEEN = new PieceType('Q', "Queen", steps(ride(1, 0), ride(1, 1)), false, false);
    static final PieceType ROOK = new PieceType('R', "Rook", ride(1, 0), false, false);
    static final PieceType BISHOP = new PieceType('B', "Bishop", ride(1, 1), false, false);
    static final PieceType KNIGHT = new PieceType('N', "Knight", leap(1, 2), false, false);
    static final PieceType ARCHBISHOP = new PieceType('A', "Archbishop", steps(ride(1, 1), leap(1, 2)), false, false);
    static final PieceType CHANCELLOR = new PieceType('C', "Chancellor", steps(ride(1, 0), leap(1, 2)), false, false);
    /** Pawn: moves one straight forward, captures one diagonally forward (extras in code). */
    static final PieceType PAWN = new PieceType('P', "Pawn", List.of(
            new Step(0, 1, 1, true, false),
            new Step(-1, 1, 1, false, true),
            new Step(1, 1, 1, false, true)), false, true);

    // ------------------------------------------------------------------
    // Variants
    // ------------------------------------------------------------------

    /**
     * Castling geometry of one side, as files on the owner's first rank: the
     * Rook's home file, and where King and Rook end up.
     */
    record CastlingSide(int rookFile, int kingTo, int rookTo) {
    }

    /**
     * A variant: board size, piece table (upper-case letters), promotion letters
     * (lower case), the rank pawns double-step from (counted from the owner's
     * side, 0-based), and the castling geometry.
     */
    record Variant(String id, int width, int height, Map<Character, PieceType> pieces,
                   String promotions, int pawnStartRank,
                   int kingFile, CastlingSide kingside, CastlingSide queenside) {
    }

    static Map<Character, PieceType> pieceTable(PieceType... types) {
        Map<Character, PieceType> table = new LinkedHashMap<>();
        for (PieceType t : types) {
            table.put(t.letter(), t);
        }
        return Collections.unmodifiableMap(table);
    }

    static final Variant NORMAL = new Variant("normal", 8, 8,
            pieceTable(KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN),
            "qrbn", 1,
            4, new CastlingSide(7, 6, 5), new CastlingSide(0, 2, 3));

    static final Variant CAPABLANCA = new Variant("capablanca", 10, 8,
            pieceTable(KING, QUEEN, ROOK, BISHOP, KNIGHT, ARCHBISHOP, CHANCELLOR, PAWN),
            "qrbnac", 1,
            5, new CastlingSide(9, 8, 7), new CastlingSide(0, 2, 3));

    static final Map<String, Variant> VARIANTS = Map.of(
            NORMAL.id(), NORMAL,
            CAPABLANCA.id(), CAPABLANCA);

    // ------------------------------------------------------------------
    // Position state
    // ------------------------------------------------------------------

    /** Indexes into the castling-rights array. */
    private static final int WHITE_KINGSIDE = 0, WHITE_QUEENSIDE = 1, BLACK_KINGSIDE = 2, BLACK_QUEENSIDE = 3;
    private static final String CASTLING_LETTERS = "KQkq";

    private final Variant variant;
    private final int width;
    private final int height;
    private final char[] grid;
    private final boolean whiteToMove;
    private final boolean[] castling;
    /** En-passant target square index, or -1. */
    private final int epSquare;
    private final int halfmove;
    private final int fullmove;

    private ReferenceBoard(Variant variant, char[] grid, boolean whiteToMove, boolean[] castling,
                           int epSquare, int halfmove, int fullmove) {
        this.variant = variant;
        this.width = variant.width();
        this.height = variant.height();
        this.grid = grid;
        this.whiteToMove = whiteToMove;
        this.castling = castling;
        this.epSquare = epSquare;
        this.halfmove = halfmove;
        this.fullmove = fullmove;
    }

    // ------------------------------------------------------------------
    // Small helpers
    // ------------------------------------------------------------------

    private int square(int file, int rank) {
        return rank * width + file;
    }

    private int fileOf(int square) {
        return square % width;
    }

    private int rankOf(int square) {
        return square / width;
    }

    private boolean onBoard(int file, int rank) {
        return file >= 0 && file < width && rank >= 0 && rank < height;
    }

    private String squareName(int square) {
        return "" + (char) ('a' + fileOf(square)) + (rankOf(square) + 1);
    }

    private static boolean isWhite(char piece) {
        return Character.isUpperCase(piece);
    }

    private PieceType typeOf(char piece) {
        return variant.pieces().get(Character.toUpperCase(piece));
    }

    private static char colored(char letter, boolean white) {
        return white ? Character.toUpperCase(letter) : Character.toLowerCase(letter);
    }

    /** +1 for White (toward higher ranks), -1 for Black. */
    private static int forward(boolean white) {
        return white ? 1 : -1;
    }

    /** The first rank of a side (0-based). */
    private int homeRank(boolean white) {
        return white ? 0 : height - 1;
    }

    private int lastRank(boolean white) {
        return white ? height - 1 : 0;
    }

    private int pawnStartRank(boolean white) {
        return white ? variant.pawnStartRank() : height - 1 - variant.pawnStartRank();
    }

    private static int rightIndex(boolean white, boolean kingside) {
        return white ? (kingside ? WHITE_KINGSIDE : WHITE_QUEENSIDE) : (kingside ? BLACK_KINGSIDE : BLACK_QUEENSIDE);
    }

    private CastlingSide castlingSide(int rightIndex) {
        return (rightIndex == WHITE_KINGSIDE || rightIndex == BLACK_KINGSIDE) ? variant.kingside() : variant.queenside();
    }

    private static boolean rightIsWhite(int rightIndex) {
        return rightIndex == WHITE_KINGSIDE || rightIndex == WHITE_QUEENSIDE;
    }

    // ------------------------------------------------------------------
    // Moves
    // ------------------------------------------------------------------

    /**
     * A pseudo-legal move. {@code promotion} is a lower-case letter or 0;
     * {@code enPassant} marks a pawn capturing en passant; {@code castling} is
     * the side castled to, or null (then from/to are the King's squares).
     */
    private record Move(int from, int to, char promotion, boolean enPassant, CastlingSide castling) {
    }

    private String text(Move m) {
        String s = squareName(m.from()) + squareName(m.to());
        return m.promotion() == 0 ? s : s + m.promotion();
    }

    /** All pseudo-legal moves of the side to move (may leave its own king attacked). */
    private List<Move> pseudoLegalMoves() {
        List<Move> moves = new ArrayList<>();
        for (int sq = 0; sq < grid.length; sq++) {
            char piece = grid[sq];
            if (piece != '.' && isWhite(piece) == whiteToMove) {
                addPieceMoves(sq, typeOf(piece), moves);
            }
        }
        addCastlingMoves(moves);
        return moves;
    }

    /** Walks every step of the piece on {@code from}; adds pawn extras for pawns. */
    private void addPieceMoves(int from, PieceType type, List<Move> moves) {
        int fwd = forward(whiteToMove);
        for (Step step : type.steps()) {
            int range = step.range();
            // Pawn double step: from its start rank, its non-capturing step may go two squares.
            if (type.pawn() && step.moves() && !step.captures() && rankOf(from) == pawnStartRank(whiteToMove)) {
                range = 2;
            }
            int df = step.df();
            int dr = step.dr() * fwd;
            for (int k = 1; k <= range; k++) {
                int file = fileOf(from) + df * k;
                int rank = rankOf(from) + dr * k;
                if (!onBoard(file, rank)) {
                    break;
                }
                int to = square(file, rank);
                char target = grid[to];
                if (target == '.') {
                    if (step.moves()) {
                        addMove(from, to, type, false, moves);
                    } else if (type.pawn() && step.captures() && to == epSquare) {
                        addMove(from, to, type, true, moves);
                    }
                    continue;
                }
                if (isWhite(target) != whiteToMove && step.captures()) {
                    addMove(from, to, type, false, moves);
                }
                break; // a piece stops every walk
            }
        }
    }

    /** Adds a move, expanded into one move per promotion letter when a pawn reaches its last rank. */
    private void addMove(int from, int to, PieceType type, boolean enPassant, List<Move> moves) {
        if (type.pawn() && rankOf(to) == lastRank(whiteToMove)) {
            for (char promotion : variant.promotions().toCharArray()) {
                moves.add(new Move(from, to, promotion, enPassant, null));
            }
        } else {
            moves.add(new Move(from, to, (char) 0, enPassant, null));
        }
    }

    /**
     * Castling: right still held (so King and Rook have not moved), King and Rook
     * on their home squares, every square between them and both destination
     * squares empty (apart from King and Rook themselves), and the King's start,
     * every square it crosses and its destination not attacked.
     */
    private void addCastlingMoves(List<Move> moves) {
        int home = homeRank(whiteToMove);
        int kingSq = square(variant.kingFile(), home);
        if (grid[kingSq] != colored('K', whiteToMove)) {
            return;
        }
        for (boolean kingside : new boolean[] {true, false}) {
            if (!castling[rightIndex(whiteToMove, kingside)]) {
                continue;
            }
            CastlingSide side = kingside ? variant.kingside() : variant.queenside();
            int rookSq = square(side.rookFile(), home);
            if (grid[rookSq] != colored('R', whiteToMove)) {
                continue;
            }
            int lo = Math.min(Math.min(variant.kingFile(), side.rookFile()), Math.min(side.kingTo(), side.rookTo()));
            int hi = Math.max(Math.max(variant.kingFile(), side.rookFile()), Math.max(side.kingTo(), side.rookTo()));
            boolean clear = true;
            for (int f = lo; f <= hi; f++) {
                int sq = square(f, home);
                if (sq != kingSq && sq != rookSq && grid[sq] != '.') {
                    clear = false;
                }
            }
            if (!clear) {
                continue;
            }
            boolean safe = true;
            int dir = Integer.signum(side.kingTo() - variant.kingFile());
            for (int f = variant.kingFile(); ; f += dir) {
                if (isAttacked(square(f, home), !whiteToMove)) {
                    safe = false;
                }
                if (f == side.kingTo()) {
                    break;
                }
            }
            if (safe) {
                moves.add(new Move(kingSq, square(side.kingTo(), home), (char) 0, false, side));
            }
        }
    }

    /**
     * Is {@code target} attacked by the side {@code byWhite}: could one of its
     * pieces capture a king standing there (pins ignored)?
     */
    private boolean isAttacked(int target, boolean byWhite) {
        int fwd = forward(byWhite);
        for (int from = 0; from < grid.length; from++) {
            char piece = grid[from];
            if (piece == '.' || isWhite(piece) != byWhite) {
                continue;
            }
            for (Step step : typeOf(piece).steps()) {
                if (!step.captures()) {
                    continue;
                }
                for (int k = 1; k <= step.range(); k++) {
                    int file = fileOf(from) + step.df() * k;
                    int rank = rankOf(from) + step.dr() * fwd * k;
                    if (!onBoard(file, rank)) {
                        break;
                    }
                    int sq = square(file, rank);
                    if (sq == target) {
                        return true;
                    }
                    if (grid[sq] != '.') {
                        break;
                    }
                }
            }
        }
        return false;
    }

    /** Is the royal piece of side {@code white} attacked? False if it has none. */
    private boolean royalAttacked(boolean white) {
        for (int sq = 0; sq < grid.length; sq++) {
            char piece = grid[sq];
            if (piece != '.' && isWhite(piece) == white && typeOf(piece).royal() && isAttacked(sq, !white)) {
                return true;
            }
        }
        return false;
    }

    /** Plays a pseudo-legal move on a copy (no legality check). */
    private ReferenceBoard apply(Move m) {
        char[] g = grid.clone();
        char piece = g[m.from()];
        boolean pawn = typeOf(piece).pawn();
        boolean capture = g[m.to()] != '.';

        if (m.castling() != null) {
            int home = rankOf(m.from());
            int rookFrom = square(m.castling().rookFile(), home);
            char rook = g[rookFrom];
            g[m.from()] = '.';
            g[rookFrom] = '.';
            g[m.to()] = piece;
            g[square(m.castling().rookTo(), home)] = rook;
        } else {
            g[m.from()] = '.';
            g[m.to()] = m.promotion() == 0 ? piece : colored(m.promotion(), whiteToMove);
            if (m.enPassant()) {
                // the captured pawn stands beside the capturing pawn's start square
                g[square(fileOf(m.to()), rankOf(m.from()))] = '.';
                capture = true;
            }
        }

        // A right is lost when anything moves from or to its King's or Rook's home square.
        boolean[] rights = castling.clone();
        for (int i = 0; i < rights.length; i++) {
            int home = homeRank(rightIsWhite(i));
            int kingHome = square(variant.kingFile(), home);
            int rookHome = square(castlingSide(i).rookFile(), home);
            if (m.from() == kingHome || m.to() == kingHome || m.from() == rookHome || m.to() == rookHome) {
                rights[i] = false;
            }
        }

        int ep = -1;
        if (pawn && Math.abs(rankOf(m.to()) - rankOf(m.from())) == 2) {
            ep = square(fileOf(m.from()), (rankOf(m.from()) + rankOf(m.to())) / 2);
        }

        int newHalfmove = (pawn || capture) ? 0 : halfmove + 1;
        int newFullmove = whiteToMove ? fullmove : fullmove + 1;
        return new ReferenceBoard(variant, g, !whiteToMove, rights, ep, newHalfmove, newFullmove);
    }

    /** Legal moves with the boards they lead to, in generation order. */
    private Map<String, ReferenceBoard> legalChildren() {
        Map<String, ReferenceBoard> children = new LinkedHashMap<>();
        for (Move m : pseudoLegalMoves()) {
            ReferenceBoard next = apply(m);
            if (!next.royalAttacked(whiteToMove)) {
                children.put(text(m), next);
            }
        }
        return children;
    }

    // ------------------------------------------------------------------
    // Public API
    // ------------------------------------------------------------------

    /** All legal moves as long-algebraic text ({@code e2e4}, {@code e7e8q}, castling as the King's move). */
    public List<String> legalMoves() {
        return new ArrayList<>(legalChildren().keySet());
    }

    /** The board after a legal move (promotion letter may be upper case). */
    public ReferenceBoard play(String move) {
        if (move == null) {
            throw new IllegalArgumentException("move is null");
        }
        ReferenceBoard next = legalChildren().get(move.trim().toLowerCase(Locale.ROOT));
        if (next == null) {
            throw new IllegalArgumentException("illegal move '" + move + "' in " + toFen());
        }
        return next;
    }

    /** Number of leaf nodes of the legal move tree of the given depth (plain recursion). */
    public long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        long nodes = 0;
        for (ReferenceBoard child : legalChildren().values()) {
            nodes += child.perft(depth - 1);
        }
        return nodes;
    }

    /** Is the side to move's royal king attacked? */
    public boolean inCheck() {
        return royalAttacked(whiteToMove);
    }

    /** The position as FEN (six fields). */
    public String toFen() {
        StringBuilder sb = new StringBuilder();
        for (int rank = height - 1; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < width; file++) {
                char c = grid[square(file, rank)];
                if (c == '.') {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                        empty = 0;
                    }
                    sb.append(c);
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(whiteToMove ? " w " : " b ");
        StringBuilder rights = new StringBuilder();
        for (int i = 0; i < castling.length; i++) {
            if (castling[i]) {
                rights.append(CASTLING_LETTERS.charAt(i));
            }
        }
        sb.append(rights.length() == 0 ? "-" : rights);
        sb.append(' ').append(epSquare < 0 ? "-" : squareName(epSquare));
        sb.append(' ').append(halfmove).append(' ').append(fullmove);
        return sb.toString();
    }

    @Override
    public String toString() {
        return variant.id() + " " + toFen();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ReferenceBoard other && variant == other.variant && toFen().equals(other.toFen());
    }

    @Override
    public int hashCode() {
        return toFen().hashCode();
    }

    // ------------------------------------------------------------------
    // FEN parsing
    // ------------------------------------------------------------------

    /**
     * Parses a FEN for the given variant ("normal" or "capablanca"). Throws
     * IllegalArgumentException, saying what is wrong, on a malformed or
     * impossible FEN (see the rules README for the list of checks).
     */
    public static ReferenceBoard fromFen(String variantId, String fen) {
        Variant variant = variantId == null ? null : VARIANTS.get(variantId);
        if (variant == null) {
            throw new IllegalArgumentException("unknown variant '" + variantId + "' (known: " + VARIANTS.keySet() + ")");
        }
        if (fen == null) {
            throw new IllegalArgumentException("FEN is null");
        }
        String[] fields = fen.trim().split("\\s+");
        if (fields.length != 4 && fields.length != 6) {
            throw new IllegalArgumentException("FEN needs 6 fields (or 4 without the move counters), got "
                    + fields.length + ": '" + fen + "'");
        }
        int width = variant.width();
        int height = variant.height();

        // 1. placement
        char[] grid = new char[width * height];
        Arrays.fill(grid, '.');
        String[] ranks = fields[0].split("/", -1);
        if (ranks.length != height) {
            throw new IllegalArgumentException("FEN placement needs " + height + " ranks, got " + ranks.length);
        }
        for (int i = 0; i < height; i++) {
            int rank = height - 1 - i;
            String row = ranks[i];
            int file = 0;
            int pos = 0;
            while (pos < row.length()) {
                char c = row.charAt(pos);
                if (c >= '0' && c <= '9') {
                    int end = pos;
                    while (end < row.length() && row.charAt(end) >= '0' && row.charAt(end) <= '9') {
                        end++;
                    }
                    String digits = row.substring(pos, end);
                    if (digits.length() > 2 || digits.startsWith("0")) {
                        throw new IllegalArgumentException("bad empty-square count '" + digits
                                + "' on rank " + (rank + 1));
                    }
                    file += Integer.parseInt(digits);
                    pos = end;
                } else {
                    if (!variant.pieces().containsKey(Character.toUpperCase(c))) {
                        throw new IllegalArgumentException("unknown piece letter '" + c + "' on rank " + (rank + 1)
                                + " for variant " + variant.id());
                    }
                    if (file < width) {
                        grid[rank * width + file] = c;
                    }
                    file++;
                    pos++;
                }
                if (file > width) {
                    break;
                }
            }
            if (file != width) {
                throw new IllegalArgumentException("rank " + (rank + 1) + " ('" + row + "') has " + file
                        + " files, needs " + width);
            }
        }

        // 2. side to move
        boolean whiteToMove;
        switch (fields[1]) {
            case "w" -> whiteToMove = true;
            case "b" -> whiteToMove = false;
            default -> throw new IllegalArgumentException("side to move must be 'w' or 'b', got '" + fields[1] + "'");
        }

        // 3. castling
        boolean[] castling = new boolean[4];
        if (!fields[2].equals("-")) {
            for (char c : fields[2].toCharArray()) {
                int i = CASTLING_LETTERS.indexOf(c);
                if (i < 0) {
                    throw new IllegalArgumentException("bad castling letter '" + c + "' in '" + fields[2] + "'");
                }
                if (castling[i]) {
                    throw new IllegalArgumentException("castling letter '" + c + "' repeated in '" + fields[2] + "'");
                }
                castling[i] = true;
            }
        }

        // 4. en passant (parsed now, checked below once the board exists)
        int ep = -1;
        if (!fields[3].equals("-")) {
            ep = parseSquare(fields[3], width, height);
            if (ep < 0) {
                throw new IllegalArgumentException("bad en-passant square '" + fields[3] + "'");
            }
        }

        // 5, 6. counters
        int halfmove = 0;
        int fullmove = 1;
        if (fields.length == 6) {
            halfmove = parseCounter(fields[4], "halfmove clock", 0);
            fullmove = parseCounter(fields[5], "fullmove number", 1);
        }

        ReferenceBoard board = new ReferenceBoard(variant, grid, whiteToMove, castling, ep, halfmove, fullmove);
        board.validate(fields);
        return board;
    }

    private static int parseSquare(String s, int width, int height) {
        if (s.length() < 2 || s.length() > 3) {
            return -1;
        }
        int file = s.charAt(0) - 'a';
        String digits = s.substring(1);
        if (file < 0 || file >= width || !digits.chars().allMatch(ch -> ch >= '0' && ch <= '9') || digits.startsWith("0")) {
            return -1;
        }
        int rank = Integer.parseInt(digits) - 1;
        if (rank < 0 || rank >= height) {
            return -1;
        }
        return rank * width + file;
    }

    private static int parseCounter(String s, String what, int min) {
        try {
            int value = Integer.parseInt(s);
            if (value < min) {
                throw new IllegalArgumentException(what + " must be at least " + min + ", got " + s);
            }
            return value;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + " is not a number: '" + s + "'");
        }
    }

    /** The consistency checks of the rules README that apply to these variants. */
    private void validate(String[] fields) {
        // exactly one King per side
        for (boolean white : new boolean[] {true, false}) {
            int kings = 0;
            for (char c : grid) {
                if (c == colored('K', white)) {
                    kings++;
                }
            }
            if (kings != 1) {
                throw new IllegalArgumentException((white ? "White" : "Black") + " must have exactly one King, has " + kings);
            }
        }
        // no pawn on the first or last rank
        for (int sq = 0; sq < grid.length; sq++) {
            char c = grid[sq];
            if (c != '.' && typeOf(c).pawn() && (rankOf(sq) == 0 || rankOf(sq) == height - 1)) {
                throw new IllegalArgumentException("pawn on " + squareName(sq) + " (first or last rank)");
            }
        }
        // castling rights need King and Rook on their home squares
        for (int i = 0; i < castling.length; i++) {
            if (!castling[i]) {
                continue;
            }
            boolean white = rightIsWhite(i);
            int home = homeRank(white);
            int kingSq = square(variant.kingFile(), home);
            int rookSq = square(castlingSide(i).rookFile(), home);
            if (grid[kingSq] != colored('K', white) || grid[rookSq] != colored('R', white)) {
                throw new IllegalArgumentException("castling right '" + CASTLING_LETTERS.charAt(i) + "' needs King on "
                        + squareName(kingSq) + " and Rook on " + squareName(rookSq));
            }
        }
        // en passant: the square a pawn of the side not to move just passed over
        if (epSquare >= 0) {
            boolean moverWhite = !whiteToMove; // the side that made the double step
            int fwd = forward(moverWhite);
            int file = fileOf(epSquare);
            int startSq = square(file, pawnStartRank(moverWhite));
            int passedSq = square(file, pawnStartRank(moverWhite) + fwd);
            int pawnSq = square(file, pawnStartRank(moverWhite) + 2 * fwd);
            if (epSquare != passedSq
                    || grid[passedSq] != '.'
                    || grid[startSq] != '.'
                    || grid[pawnSq] != colored('P', moverWhite)) {
                throw new IllegalArgumentException("en-passant square " + fields[3]
                        + " does not follow a double step of a " + (moverWhite ? "White" : "Black") + " pawn");
            }
        }
        // the side not to move must not be in check
        if (royalAttacked(!whiteToMove)) {
            throw new IllegalArgumentException("the side not to move (" + (whiteToMove ? "Black" : "White")
                    + ") has its King in check");
        }
    }
}
