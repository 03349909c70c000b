package castellan.eval;

import castellan.board.Geometry;
import castellan.piece.PieceType;
import castellan.variant.Variant;
import java.util.Arrays;

/**
 * The parameters a variant gets before anything is learnt, derived from its board and the
 * pieces' movement: values from mobility ({@link PieceValues}), placement and mobility tables
 * from the board's shape ({@link SquareTables}), and the general terms' hand-set constants,
 * each explained in the comment it is written with. A variant without a parameter resource
 * evaluates with these; {@code castellan params --defaults} writes them as the start of one.
 * A variant's own terms (the Kingdom Duke, Maidens huffing ...) have no defaults: their entries
 * are the variant's file's.
 */
public final class DefaultParams {
    private final Variant v;
    private final boolean kingRoyal, stalemateLoses;
    private final int carrier;
    private final int[] valueMg, valueEg;
    private int kingStrength = 250;
    private int[] fewPieces = {};

    /** The defaults of a variant whose evaluation has these traits (see {@link EvalSpec.Builder}). */
    public DefaultParams(Variant v, boolean kingRoyal, int royaltyCarrier, boolean stalemateLoses) {
        this.v = v;
        this.kingRoyal = kingRoyal;
        this.carrier = royaltyCarrier;
        this.stalemateLoses = stalemateLoses;
        valueMg = PieceValues.defaults(v, kingRoyal);
        valueEg = valueMg.clone();
        // A pawn is worth more when the board empties (it may promote); Stockfish's ratio is larger, this is modest on purpose.
        for (int t = 1; t <= v.typeCount(); t++) if (v.types[t].promotes) valueEg[t] = valueMg[t] * 6 / 5;
    }

    /** Sets a type's value in both phases instead of the formula's (a pawn-like type's endgame value stays 20% higher). */
    public DefaultParams value(char letter, int centipawns) {
        int t = v.typeOf(letter);
        if (t == 0) throw new IllegalArgumentException(v.id + " has no piece '" + letter + "'");
        valueMg[t] = centipawns;
        valueEg[t] = v.types[t].promotes ? centipawns * 6 / 5 : centipawns;
        return this;
    }

    /** How much the King is worth as a fighter in the ending (its centralisation weight); default 250. */
    public DefaultParams kingStrength(int centipawns) {
        kingStrength = centipawns;
        return this;
    }

    /** What a side pays for having only {@code penalty.length - 1} or fewer pieces besides its King, by count. */
    public DefaultParams fewPieces(int... penalty) {
        fewPieces = penalty.clone();
        return this;
    }

    public EvalParams build() {
        EvalParams.Builder b = new EvalParams.Builder();
        into(b);
        return b.build();
    }

    /** Writes the entries into {@code b}, for a caller that adds its variant's own after them. */
    public void into(EvalParams.Builder b) {
        Geometry g = v.geometry;
        SquareTables tables = new SquareTables(v, kingRoyal, valueMg, valueEg, kingStrength);
        b.comment("# Castellan's evaluation parameters for " + v.id + ", in centipawns: every number is a bonus for the")
                .comment("# side that has the feature (a penalty is negative). A pair is middlegame, endgame. Square tables")
                .comment("# are drawn as White sees the board, its last rank on top, files from a to the middle (the other")
                .comment("# half is their mirror image); Black's are the same turned around. Mobility is by the number of")
                .comment("# safe squares a piece reaches (0, 1, 2 ...), to 1/256 centipawn. Every entry: docs/evaluation.md.")
                .comment("");
        b.add("tempo", 12);
        b.comment("# Phase: the material of pieces other than pawns and Kings at and above which it is full middlegame,")
                .comment("# and at and below which full endgame, as percent of the start position's (Stockfish's limits).");
        b.add("phase.limits", 92, 24);
        for (int t = 1; t <= v.typeCount(); t++) {
            PieceType pt = v.types[t];
            boolean royalKing = t == v.kingType && kingRoyal, pawn = pt.promotes, king = t == v.kingType;
            String l = String.valueOf(pt.letter);
            b.comment("").comment("# " + pt.name + " (" + l + (pt.betza.isEmpty() ? "" : "; Betza " + pt.betza) + ")");
            if (!royalKing) b.add("value." + l, valueMg[t], valueEg[t]);
            if (!pawn && !king) b.add("phase." + l, valueMg[t]);
            if (!pawn) b.add("kingAttack." + l, Math.max(2, Math.min(20, valueMg[t] / 50)));
            if (!pawn && !royalKing) b.add("threat.byPawn." + l, -(20 + valueMg[t] / 8), -(15 + valueMg[t] / 10));
            if (!royalKing) b.add("threat.hanging." + l, -(valueMg[t] / 10), -(valueMg[t] / 10));
            if (tables.mobilityMg[t] != null) {
                int columns = tables.mobilityMg[t].length > 10 ? 10 : 0;
                b.add("mobility." + l + ".mg", centipawns(tables.mobilityMg[t]), columns);
                b.add("mobility." + l + ".eg", centipawns(tables.mobilityEg[t]), columns);
            }
            b.add("psqt." + l + ".mg", half(g, tables.mg[t], l), PieceSquares.halfFiles(g));
            b.add("psqt." + l + ".eg", half(g, tables.eg[t], l), PieceSquares.halfFiles(g));
            if (royalKing && carrier != 0) {
                b.comment("# ... while it cannot be mated (its side keeps the " + v.types[carrier].name + "), a fighter");
                b.add("freeKing.mg", half(g, tables.freeKingMg, l), PieceSquares.halfFiles(g));
                b.add("freeKing.eg", half(g, tables.freeKingEg, l), PieceSquares.halfFiles(g));
            }
        }
        if (kingRoyal) {
            b.comment("").comment("# King danger, when kingDanger.minAttackers pieces attack a King's zone: w = the sum of their kingAttack")
                    .comment("# weights, each times the zone squares it hits (at most 3); middlegame -min(max, w*w*quadratic/1024),")
                    .comment("# endgame -w*endgame/1024. Shelter: by the pawns in front of a King on its first two ranks, 0-3.");
            b.add("kingDanger.quadratic", 32).add("kingDanger.max", 600).add("kingDanger.endgame", 512);
            b.add("kingShelter", -18, -6, 6, 18);
        }
        b.comment("").comment("# Pawn structure, for every pawn-like piece: pairs; passed pawns by rank from their own side (the")
                .comment("# first rank is 0); a passed pawn's extras in the ending, times how far it has come (0 on its third")
                .comment("# rank to 1 on its last but one): a free square in front, and per square (up to 5) the enemy and");
        b.comment("# own King are from that square.");
        double[] passedMg = new double[g.ranks - 1], passedEg = new double[g.ranks - 1];
        for (int rel = 1; rel < g.ranks - 1; rel++) {
            double f = Math.max(0, Math.min(1, (rel - 1) / (double) (g.ranks - 3)));
            passedMg[rel] = Math.round(5 + 50 * f * f);
            passedEg[rel] = Math.round(10 + 130 * f * f);
        }
        b.add("pawn.doubled", -10, -20).add("pawn.isolated", -10, -15).add("pawn.supported", 6, 6);
        b.add("pawn.passed.mg", passedMg, 0).add("pawn.passed.eg", passedEg, 0);
        b.add("pawn.passed.freeStop", 20).add("pawn.passed.enemyKing", 10).add("pawn.passed.ownKing", -4);
        newTerms(b);
        if (fewPieces.length > 0) {
            b.comment("").comment("# Untapered: what a side pays for having 0, 1, ... pieces besides its King.");
            b.add("fewPieces", Arrays.stream(fewPieces).map(x -> -x).toArray());
        }
        if (kingRoyal) {
            b.comment("").comment("# Untapered, against a lone King: per square it stands from the centre, per square the Kings are")
                    .comment("# closer than the board's files plus ranks" + (stalemateLoses ? ", per square of its 8 it may not step to" : "") + ".");
            b.add("loneKing.centre", 10).add("loneKing.kingDistance", 4);
            if (stalemateLoses) b.add("loneKing.noEscape", 15);
        }
        if (stalemateLoses) {
            b.comment("").comment("# Untapered, where stalemate loses: a side with 0, 1, 2, 3 moves (its pieces', pawn steps, safe King steps).");
            b.add("stalemate", -250, -150, -60, -20);
        }
    }

    /**
     * The terms added after the evaluation's numbers became data (Stockfish 11's piece pairs, open
     * files, outposts, safe checks, space, weak squares of the King's zone, threats by a lesser piece and restricted
     * squares, and since, among others, the material imbalance and a passed pawn's free advance), all 0 until the tuner fits them: grouped by term,
     * each with its comment, the types that have them derived from the pieces' movement.
     */
    private void newTerms(EvalParams.Builder b) {
        String[] pair = letters(t -> Pieces.pairType(v, t)), file = letters(t -> Pieces.fileType(v, t)),
                outpost = letters(t -> Pieces.outpostType(v, t)),
                check = kingRoyal ? letters(t -> KingSafety.checkType(v, t)) : new String[0];
        if (pair.length > 0) {
            b.comment("").comment("# Piece pairs: a side with two or more pieces of the type (the bishop pair).");
            for (String l : pair) b.add("pair." + l, 0, 0);
        }
        if (file.length > 0) {
            b.comment("").comment("# Files, for the pieces that slide along a whole file: no pawn-like piece on the piece's file")
                    .comment("# (open), or none of its own side but some of the enemy's (semi-open).");
            for (String l : file) b.add("file.open." + l, 0, 0).add("file.semiOpen." + l, 0, 0);
        }
        if (outpost.length > 0) {
            b.comment("").comment("# Outposts, for the pieces that only leap: in the enemy's half of the board, defended by an own")
                    .comment("# pawn-like piece, and no enemy pawn-like piece can come to attack the square by its quiet moves.");
            for (String l : outpost) b.add("outpost." + l, 0, 0);
        }
        if (check.length > 0) {
            b.comment("").comment("# Safe checks, by the checking piece's type, for the attacker: a piece of the type may move now to a")
                    .comment("# square from which it would check the enemy King and that the enemy does not attack (present or not).");
            for (String l : check) b.add("safeCheck." + l, 0, 0);
        }
        if (pawnTypes() > 0) {
            b.comment("").comment("# Space, middlegame, to 1/256 centipawn: per square of the central files (a quarter of the width from")
                    .comment("# each edge) on the side's ranks 2 to half the board that no enemy pawn-like piece attacks and no own")
                    .comment("# one stands on, a square behind an own one counting twice; space.pieces: the same times the side's")
                    .comment("# pieces other than pawn-like pieces and a royal King.");
            b.add("space", 0).add("space.pieces", 0);
        }
        String[] counted = java.util.Arrays.stream(Imbalance.imbalanceTypes(v)).mapToObj(t -> String.valueOf(v.types[t].letter)).toArray(String[]::new);
        b.comment("").comment("# Material imbalance, Stockfish 11's, untapered, in sixteenths of a centipawn: a side gains its count of each")
                .comment("# type (the King aside) times the sum over the types up to it of its own count of each times ours.X and the")
                .comment("# enemy's count of each type before it times theirs.X (a number per such type, in the order " + String.join(" ", counted) + ").");
        for (int i = 0; i < counted.length; i++) {
            b.add("imbalance.ours." + counted[i], new double[i + 1], 0);
            if (i > 0) b.add("imbalance.theirs." + counted[i], new double[i], 0);
        }
        if (pawnTypes() > 0) {
            b.comment("").comment("# Pawn structure, Stockfish 11's, for every pawn-like piece: connected (defended by one, or one beside it")
                    .comment("# on its rank), by its rank from its own side as pawn.passed; one beside it (phalanx); backward (not")
                    .comment("# isolated, but the own ones on the files beside are all ahead of it, and an enemy one holds the square in front).");
            double[] zero = new double[v.geometry.ranks - 1];
            b.add("pawn.connected.mg", zero, 0).add("pawn.connected.eg", zero, 0).add("pawn.phalanx", 0, 0).add("pawn.backward", 0, 0);
            b.comment("").comment("# A passed pawn's free advance, Stockfish 11's, pairs times how far it has come, when the square in front is")
                    .comment("# empty: one of safePath (the enemy attacks no square in front on its file and the files beside), else")
                    .comment("# safeFile (none on its file), else safeStop (not the square in front); defendedStop: its side attacks that square.");
            b.add("pawn.passed.safePath", 0, 0).add("pawn.passed.safeFile", 0, 0).add("pawn.passed.safeStop", 0, 0).add("pawn.passed.defendedStop", 0, 0);
        }
        String[] pieces = letters(t -> Pieces.pieceType(v, t));
        b.comment("").comment("# Stockfish 11's MinorBehindPawn and KingProtector, for every type but pawn-like pieces and the King: a")
                .comment("# pawn-like piece of either side on the square in front of the piece (behindPawn); per square between the")
                .comment("# piece and its own King, in King steps (kingProtector).");
        for (String l : pieces) b.add("behindPawn." + l, 0, 0);
        for (String l : pieces) b.add("kingProtector." + l, 0, 0);
        String[] colourBound = letters(t -> Pieces.colourBound(v, t));
        if (colourBound.length > 0) {
            b.comment("").comment("# Stockfish 11's BishopPawns, for the pieces bound to squares of one colour: per own pawn-like piece on the")
                    .comment("# piece's colour, times 1 + the own ones on the central files with a piece right in front of them.");
            for (String l : colourBound) b.add("pawnsOnColour." + l, 0, 0);
        }
        // Thresholds in the phase's weights: the heaviest type bound to one colour (the Bishop), the
        // lightest that slides along a whole file (the Rook); 0 where the variant has none.
        int minor = 0, rook = Integer.MAX_VALUE;
        for (int t = 1; t <= v.typeCount(); t++) {
            if (v.types[t].promotes || t == v.kingType) continue;
            if (Pieces.colourBound(v, t)) minor = Math.max(minor, valueMg[t]);
            if (Pieces.fileType(v, t)) rook = Math.min(rook, valueMg[t]);
        }
        b.comment("").comment("# Stockfish 11's scale factor of the endgame sum, in 64ths, for the side ahead: without pawn-like pieces")
                .comment("# and at most a minor piece ahead (scale.material: a minor piece's and a Rook's weight in the phase),")
                .comment("# pawnless: with less than a Rook, else against at most a minor piece, else; a wrong Bishop with rook")
                .comment("# pawns; Bishops of opposite colours alone: base + per passed pawn; else at most base + per pawn of the")
                .comment("# side ahead (the third number with opposite Bishops). 64: not scaled. Not tuned.");
        // Nothing scaled until an SPRT says otherwise: Stockfish's numbers (pawnless 0 4 14, wrongBishop 0,
        // oppositeBishops 16 4, fewPawns 36 7 2) are for endings as chess's, where a bare King draws.
        b.add("scale.material", minor, rook == Integer.MAX_VALUE ? 0 : rook);
        b.add("scale.pawnless", 64, 64, 64).add("scale.wrongBishop", 64).add("scale.oppositeBishops", 64, 0).add("scale.fewPawns", 64, 0, 0);
        if (kingRoyal && pawnTypes() > 0) {
            b.comment("").comment("# Shelter and storm by file, Stockfish 11's, middlegame, for a royal King: on its file and the two beside it")
                    .comment("# (moved in from the edge), by the file's distance from the edge (a row each: 0-3, wider boards' centre")
                    .comment("# files as 3) and the rank from the King's side (0: none) of the nearest own pawn-like piece on the King's")
                    .comment("# rank or in front (shelter) and of the enemy's (storm); blocked, by the enemy one's rank, instead of the")
                    .comment("# storm when it stands right in front of the own one.");
            int ranks = v.geometry.ranks;
            b.add("kingShelter.file", new double[KingShelter.EDGES * ranks], ranks).add("kingStorm.file", new double[KingShelter.EDGES * ranks], ranks)
                    .add("kingStorm.blocked", new double[ranks], 0);
        }
        if (kingRoyal) {
            b.comment("").comment("# Weak squares of a royal King's zone, per square: attacked by the enemy, and defended by the King")
                    .comment("# alone or not at all.");
            b.add("kingRing.weak", 0, 0);
            b.comment("").comment("# King danger's further inputs, Stockfish 11's, added to w (above) before it is squared: per type with a")
                    .comment("# safe check (check.X), per weak square of the zone, per square an unsafe check could come from, per")
                    .comment("# attacker, once when the enemy has no major piece (3/4 of the most valuable's value), and once;")
                    .comment("# minAttackers: the fewest attackers for King danger to count; positive: 1 to count it only where w")
                    .comment("# is above 0, as Stockfish's (neither tuned).");
            for (String l : check) b.add("kingDanger.check." + l, 0);
            b.add("kingDanger.weak", 0).add("kingDanger.unsafeCheck", 0).add("kingDanger.attackers", 0).add("kingDanger.noMajor", 0)
                    .add("kingDanger.base", 0).add("kingDanger.minAttackers", 2)
                    .add("kingDanger.positive", 0);
            b.comment("").comment("# The King's flank, Stockfish 11's: its wing's files (on 8 files; elsewhere its file and the two beside it)")
                    .comment("# within its camp (ranks up to the middle and one beyond). In King danger, per square of it the enemy")
                    .comment("# attacks (twice: counted twice) and per square its side attacks; the attacks also linearly; and no")
                    .comment("# pawn-like piece of either side on the flank's files.");
            b.add("kingDanger.flankAttack", 0).add("kingDanger.flankDefense", 0).add("kingFlank.attack", 0, 0).add("kingFlank.pawnless", 0, 0);
            b.comment("");
            for (String line : DANGER_MORE.split("\n")) b.comment(line);
            b.add("kingDanger.kingAttacks", 0).add("kingDanger.blockers", 0);
            for (String l : check) b.add("kingDanger.defender." + l, 0);
        }
        String[] lesser = letters(t -> Threats.lesserVictim(v, t));
        if (lesser.length > 0) {
            b.comment("").comment("# Threats by a lesser piece, by the victim's type: attacked by an enemy piece (not a pawn-like piece nor")
                    .comment("# a King) of lower value in the variant's piece table.");
            for (String l : lesser) b.add("threat.byLesser." + l, 0, 0);
        }
        b.comment("").comment("# Restricted, per square, for the side that restricts: attacked by both sides and not held strongly by")
                .comment("# the enemy (with a pawn-like piece, or twice when this side attacks it once at most).");
        b.add("restricted", 0, 0);
        b.comment("").comment("# Threats to a side's pieces (not pawn-like, not a royal King), Stockfish 11's: by the enemy King, when one it")
                .comment("# attacks is not held strongly (present or not); per piece attacked by an enemy pawn-like piece that stands")
                .comment("# safe (not attacked, or defended); per piece an enemy pawn-like piece would attack after a quiet step to a")
                .comment("# safe empty square that this side's pawn-like pieces do not attack.");
        b.add("threat.byKing", 0, 0).add("threat.safePawn", 0, 0).add("threat.pawnPush", 0, 0);
        b.comment("");
        for (String line : INITIATIVE.split("\n")) b.comment(line);
        for (String name : Initiative.NAMES) b.add("initiative." + name, 0);
        b.add("initiative.mgShift", 0);
    }

    /** The comment of King danger's last inputs in a parameter file. */
    static final String DANGER_MORE = """
            # More of King danger's inputs, Stockfish 11's: per attack on a square next to the King (a piece's each), per piece of
            # either side that alone stands between the King and an enemy piece that would attack it along a line, and per
            # type of the King's side that defends a square next to it (defender.X).""";

    /** The initiative's comment in a parameter file. */
    static final String INITIATIVE = """
            # The initiative, Stockfish 11's, after every other term: a complexity moves the middlegame and the endgame
            # sums toward 0 or away from it, never across (the middlegame's only toward 0, and only where the complexity
            # plus mgShift is below 0). Its inputs: per passed pawn-like piece, per pawn-like piece, per file of the Kings'
            # distance less their ranks' (outflanking), once when a King stands in the enemy's half, once with pawn-like
            # pieces on both halves of the board, once with no piece but those and the Kings, once when no pawn is passed,
            # outflanking is below 0 and not both halves hold pawns; and once.""";

    private String[] letters(java.util.function.IntPredicate has) {
        return java.util.stream.IntStream.rangeClosed(1, v.typeCount()).filter(has).mapToObj(t -> String.valueOf(v.types[t].letter)).toArray(String[]::new);
    }

    private int pawnTypes() {
        int n = 0;
        for (int t = 1; t <= v.typeCount(); t++) if (v.types[t].promotes) n++;
        return n;
    }

    /** Mobility in 1/256 centipawn as centipawns. */
    private static double[] centipawns(int[] table) {
        double[] out = new double[table.length];
        for (int i = 0; i < table.length; i++) out[i] = table[i] / 256.0;
        return out;
    }

    /** A White table as its half ({@link PieceSquares#slot}); IllegalStateException when it is not symmetric. */
    private static double[] half(Geometry g, int[] full, String name) {
        double[] out = new double[PieceSquares.halfFiles(g) * g.ranks];
        for (int s = 0; s < g.squares; s++) {
            int twin = g.square(g.files - 1 - g.file(s), g.rank(s));
            if (full[s] != full[twin]) throw new IllegalStateException(name + ": the table is not symmetric at square " + s);
            out[PieceSquares.slot(g, s)] = full[s];
        }
        return out;
    }
}
