package castellan.game;

import castellan.move.MoveList;
import castellan.move.Turn;
import castellan.move.TurnList;
import castellan.movegen.MoveGenerator;
import castellan.movegen.Turns;
import castellan.notation.Fen;
import castellan.notation.MoveText;
import castellan.position.Position;
import castellan.rules.GameEnd;
import castellan.rules.Outcome;
import castellan.rules.Ruleset;
import castellan.variant.Variant;
import java.util.Arrays;

/**
 * A game in progress: a position with the turns played since it was set up, and the rules that
 * end it. The engine core (perft, search) works on {@link Position} directly; this class is for
 * the command line, the protocols and the match runner.
 */
public final class Game {
    public final Ruleset rules;
    public final Variant variant;
    private Position position;
    private final MoveGenerator gen;
    /** The turns played since set-up, {@link Turn} packed. */
    private long[] turns = new long[64];
    private int played;

    public Game(Ruleset rules) {
        this(rules, rules.variant().startFen);
    }

    /** A game from a FEN; {@link castellan.position.FenException} if it is not a valid position. */
    public Game(Ruleset rules, String fen) {
        this.rules = rules;
        this.variant = rules.variant();
        this.gen = rules.newGenerator();
        this.position = Fen.parse(rules, fen);
    }

    public Position position() { return position; }
    public MoveGenerator generator() { return gen; }

    /** The current position's FEN. */
    public String fen() { return Fen.format(rules, position); }

    /** Replaces the position and forgets the turns; the FEN is fully checked first, so a bad one changes nothing. */
    public void setPosition(String fen) {
        position = Fen.parse(rules, fen);
        played = 0;
    }

    /**
     * The legal turn with this text (a move, or a Maidens huff and move {@code @d5,g1f3});
     * IllegalArgumentException saying why not. Changes nothing.
     */
    public long parse(String text) {
        try {
            return MoveText.parseTurn(position, gen, text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage() + " in " + fen(), e);
        }
    }

    /** The text of a turn, in the project's move text. */
    public String format(long turn) { return MoveText.formatTurn(variant, turn); }

    /**
     * Plays a turn given as text; IllegalArgumentException (position unchanged) if it is not
     * legal. Returns the (last) move.
     */
    public int play(String text) {
        long turn = parse(text);
        play(turn);
        return Turn.move(turn);
    }

    /** Plays a turn that is legal here (from {@link #legalTurns} or a search). */
    public void play(long turn) {
        Turns.play(position, turn);
        if (played == turns.length) turns = Arrays.copyOf(turns, played * 2);
        turns[played++] = turn;
    }

    /** Plays moves in order; on the first bad one nothing is played and the exception names it. */
    public void playAll(Iterable<String> moves) {
        int start = played;
        try {
            for (String m : moves) play(m);
        } catch (IllegalArgumentException e) {
            int bad = played - start + 1;
            while (played > start) undo();
            throw new IllegalArgumentException("move " + bad + ": " + e.getMessage(), e);
        }
    }

    /** Takes back the last turn; false when none was played since set-up. */
    public boolean undo() {
        if (played == 0) return false;
        Turns.unplay(position, turns[--played]);
        return true;
    }

    /** Turns played since set-up. */
    public int turnsPlayed() { return played; }

    /** The i-th turn played since set-up (0 = the first). */
    public long turn(int i) {
        if (i < 0 || i >= played) throw new IndexOutOfBoundsException(i);
        return turns[i];
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
        int end = Turns.any(position, gen) ? rules.end(position, gen) : rules.endWithoutMoves(position, inCheck());
        return end == GameEnd.NONE ? null : rules.outcome(position, end);
    }
}
