package castellan.match;

import castellan.game.Game;
import castellan.rules.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Plays one game between two engines and judges it: every move is parsed by Castellan's
 * {@link Game} (so it must be legal by Castellan's generator), the clock is the runner's, and
 * the game ends when {@link Game#outcome} says so, by forfeit (illegal or garbled move, crash,
 * time loss, hang, protocol failure), by resignation, or at the safety limit on its length.
 * Results that the engines announce are compared with the rules afterwards; disagreements are
 * recorded, never obeyed.
 */
public final class MatchGame {
    private static final String[] SIDE = {"White", "Black"};

    /** Limits of the runner itself, the same for every game. */
    public record Rules(int maxPlies, long timeMarginMs) {}

    private MatchGame() {}

    /** Plays a game; the engines must have been started for the setup's variant. */
    public static GameRecord play(int round, Opening opening, GameSetup setup, Engine white, Engine black, boolean firstIsWhite,
                                  Rules limits) {
        GameRecord rec = new GameRecord(round, opening, setup, white.name(), black.name(), firstIsWhite);
        Engine[] engines = {white, black};
        Game game = new Game(setup.rules(), setup.fen());
        game.playAll(opening.moves());
        List<String> moves = new ArrayList<>(opening.moves());
        for (int side = 0; side < 2; side++) {
            try {
                engines[side].newGame(setup, side);
            } catch (EngineFailure f) {
                if (f.kind == EngineFailure.Kind.TIMEOUT) // not ready for the game: no move was asked for yet
                    rec.end(loss(side), SIDE[side] + "'s engine is not ready: " + f.getMessage(), GameRecord.Ending.HANG);
                else fail(rec, side, f, setup.tc(side));
                finish(rec, game, moves, engines);
                return rec;
            }
        }
        Clock clock = new Clock(setup);
        while (true) {
            Outcome o = game.outcome();
            if (o != null) {
                rec.outcome = o;
                rec.end(o.result(), o.reason(), GameRecord.Ending.RULES);
                break;
            }
            if (moves.size() >= limits.maxPlies()) {
                rec.end("1/2-1/2", "Adjudicated draw: " + limits.maxPlies() + " plies played (the runner's safety limit)",
                        GameRecord.Ending.LENGTH_LIMIT);
                break;
            }
            int side = game.position().sideToMove();
            TimeControl tc = setup.tc(side);
            long now = System.nanoTime();
            // A clock counted in nodes is not run by the wall: only a hang ends such a wait.
            long waitMs = !tc.hasClock() ? tc.hangMs() + tc.moveTimeMs()
                    : tc.countsNodes() ? clock.left(side) + tc.hangMs() : clock.left(side) + limits.timeMarginMs();
            Reply reply;
            try {
                reply = engines[side].think(game, List.copyOf(moves), clock, now + waitMs * 1_000_000);
            } catch (EngineFailure f) {
                fail(rec, side, f, tc);
                break;
            }
            if (tc.hasClock() && !clock.charge(side, reply.nanos(), reply.nodes(), limits.timeMarginMs())) {
                rec.end(loss(side), SIDE[side] + " loses on time (" + ms(reply.nanos()) + " ms for the move, "
                        + (clock.left(side) + reply.nanos() / 1_000_000) + " ms left)", GameRecord.Ending.TIME_FORFEIT);
                break;
            }
            if (reply.resigned()) {
                rec.end(loss(side), SIDE[side] + " resigns", GameRecord.Ending.RESIGNATION);
                break;
            }
            if (reply.move() == null) {
                String why = reply.wire().isEmpty() || reply.wire().equals("(none)") || reply.wire().equals("0000")
                        ? "sends no move ('" + reply.wire() + "')"
                        : reply.readable() ? "makes an illegal move: " + reply.wire() : "sends an unparsable move: " + reply.wire();
                rec.end(loss(side), SIDE[side] + " " + why, GameRecord.Ending.ILLEGAL_MOVE);
                break;
            }
            long turn = game.parse(reply.move()); // the client found it among the legal turns
            String text = game.format(turn);
            game.play(turn);
            moves.add(text);
            rec.moves.add(text);
            rec.comments.add((reply.evaluation() == null ? "" : reply.evaluation() + " ")
                    + String.format(Locale.ROOT, "%.2fs", reply.nanos() / 1e9));
        }
        finish(rec, game, moves, engines);
        return rec;
    }

    /** Tells both engines the game is over, and records their claims that the rules contradict. */
    private static void finish(GameRecord rec, Game game, List<String> moves, Engine[] engines) {
        String result = rec.result() + " {" + rec.reason() + "}";
        for (Engine e : engines) {
            if (e.alive()) e.gameOver(game, moves, result);
            for (Engine.Claim c : e.takeClaims()) {
                String claimed = c.text().split("\\s+")[0];
                if (c.plies() < moves.size())
                    rec.claimMismatches.add(e.name() + " claimed " + c.text() + " after ply " + c.plies() + ", but the game went on");
                else if (rec.ending() == GameRecord.Ending.RULES && !claimed.equals(rec.result()))
                    rec.claimMismatches.add(e.name() + " claimed " + c.text() + " at the end, but the rules say " + result);
            }
        }
    }

    private static void fail(GameRecord rec, int side, EngineFailure f, TimeControl tc) {
        String who = SIDE[side];
        rec.failedSide = side;
        switch (f.kind) {
            case CRASH -> rec.end(loss(side), who + "'s engine crashed: " + f.getMessage(), GameRecord.Ending.CRASH);
            case TIMEOUT -> {
                if (tc.hasClock() && !tc.countsNodes()) rec.end(loss(side), who + " loses on time (no move)", GameRecord.Ending.TIME_FORFEIT);
                else if (tc.hasClock()) rec.end(loss(side), who + " does not move within its clock and " + tc.hangMs() / 1000 + " s",
                        GameRecord.Ending.HANG);
                else rec.end(loss(side), who + " does not move within " + (tc.hangMs() + tc.moveTimeMs()) / 1000 + " s", GameRecord.Ending.HANG);
            }
            case PROTOCOL -> rec.end(loss(side), who + "'s engine broke the protocol: " + f.getMessage(), GameRecord.Ending.PROTOCOL);
            case UNSUPPORTED -> rec.end("*", "Aborted: " + f.getMessage(), GameRecord.Ending.ABORTED);
        }
    }

    private static String loss(int side) { return side == 0 ? "0-1" : "1-0"; }

    private static long ms(long nanos) { return nanos / 1_000_000; }
}
