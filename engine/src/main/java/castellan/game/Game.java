package castellan.game;

import castellan.move.MoveList;
import castellan.move.MoveText;
import castellan.move.Turn;
import castellan.move.TurnList;
import castellan.movegen.MoveGenerator;
import castellan.movegen.Turns;
import castellan.position.Fen;
import castellan.position.Position;
import castellan.variant.Variant;

/**
 * A game in progress: a position with its history, and the rules that end it. The engine core
 * (perft, search) works on {@link Position} directly; this class is for the command line and
 * the protocols.
 */
public final class Game {
    public final Variant variant;
    private Position position;
    private final MoveGenerator gen;

    public Game(Variant variant) {
        this(variant, variant.startFen);
    }

    public Game(Variant variant, String fen) {
        this.variant = variant;
        this.gen = new MoveGenerator(variant);
        this.position = Fen.parse(variant, fen);
    }

    public Position position() { return position; }
    public MoveGenerator generator() { return gen; }

    /** Replaces the position; the FEN is fully checked first, so a bad one changes nothing. */
    public void setPosition(String fen) {
        position = Fen.parse(variant, fen);
    }

    /**
     * Plays a turn given as text (a move, or a Maidens huff and move {@code @d5,g1f3});
     * IllegalArgumentException (position unchanged) if it is not legal. Returns the (last) move.
     */
    public int play(String text) {
        long turn = MoveText.parseTurn(position, gen, text);
        Turns.play(position, turn);
        return Turn.move(turn);
    }

    /** Plays moves in order; on the first bad one nothing is played and the exception names it. */
    public void playAll(Iterable<String> moves) {
        int played = 0, start = position.ply();
        try {
            for (String m : moves) {
                play(m);
                played++;
            }
        } catch (IllegalArgumentException e) {
            while (position.ply() > start) position.unmake();
            throw new IllegalArgumentException("move " + (played + 1) + ": " + e.getMessage(), e);
        }
    }

    /** The legal whole turns ({@link Turn}); the same as the legal moves but in Maidens. */
    public TurnList legalTurns() {
        TurnList list = new TurnList();
        Turns.legal(position, gen, list);
        return list;
    }

    /** The engine's legal move list, Maidens huff pseudo-moves included. */
    public MoveList legalMoves() {
        MoveList list = new MoveList();
        gen.generateLegal(position, list);
        return list;
    }

    public boolean inCheck() { return gen.inCheck(position); }

    /** The result if the game is over in the current position, else null. Mate and stalemate: no legal turn. */
    public Outcome outcome() {
        if (!Turns.any(position, gen)) return variant.rules.outcomeWithoutMoves(position, inCheck());
        Outcome o = variant.rules.outcome(position);
        if (o != null) return o;
        return variant.rules.drawByRule(position);
    }
}
