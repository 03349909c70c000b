package castellan.match;

import java.io.PrintStream;

/**
 * The live display: on a terminal one line rewritten in place ({@code \r}); otherwise (a pipe,
 * a log file) a plain line per game. Forfeits and claims that contradict the rules are always
 * printed on lines of their own.
 */
public final class Progress implements Match.Listener {
    private final PrintStream out;
    private final boolean terminal;
    private final boolean everyGame;
    private final String first, second;
    private final int games;
    private final Sprt sprt;
    private int lastWidth;

    public Progress(PrintStream out, boolean terminal, boolean everyGame, String first, String second, int games, Sprt sprt) {
        this.out = out;
        this.terminal = terminal;
        this.everyGame = everyGame;
        this.first = first;
        this.second = second;
        this.games = games;
        this.sprt = sprt;
    }

    @Override public synchronized void gameFinished(GameRecord g, MatchStats stats) {
        StringBuilder notes = new StringBuilder();
        String game = "Game " + g.round + " (" + g.white + " vs " + g.black + "): " + g.result() + " {" + g.reason() + "}";
        if (everyGame || g.ending().isForfeit() || g.ending() == GameRecord.Ending.ABORTED) notes.append(game).append('\n');
        for (String m : g.claimMismatches()) notes.append("Game ").append(g.round).append(": ").append(m).append('\n');
        String line = Report.progress(first, second, stats, games, sprt);
        if (terminal) {
            if (!notes.isEmpty()) out.print("\r" + pad("", lastWidth) + "\r" + notes);
            out.print("\r" + pad(line, lastWidth));
            lastWidth = line.length();
        } else {
            out.print(notes);
            out.println(line);
        }
        out.flush();
    }

    /** Ends the in-place line. */
    public synchronized void finish() {
        if (terminal && lastWidth > 0) out.println();
        lastWidth = 0;
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }
}
