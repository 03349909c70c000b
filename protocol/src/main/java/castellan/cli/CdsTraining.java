package castellan.cli;

import castellan.game.Game;
import castellan.rules.Ruleset;
import castellan.search.Limits;
import castellan.search.Search;
import castellan.search.SearchListener;
import castellan.session.Output;
import castellan.uci.UciAdapter;
import castellan.variants.Variants;
import castellan.xboard.XBoardAdapter;
import java.io.BufferedReader;
import java.io.OutputStream;
import java.io.StringReader;

/**
 * A short scripted session of both protocols in every variant, then a quarter-second search of
 * each variant's start position, for the launcher to record once after each build what later
 * starts use: Castellan's classes in a class-data-sharing archive
 * ({@code -XX:ArchiveClassesAtExit}, JDK 19-24), or with JDK 25 an ahead-of-time cache of the
 * classes loaded and linked and of the methods' profiles ({@code -XX:AOTCacheOutput}, JEP 483,
 * 514, 515), so that the JIT compiles the search with what it learnt here. Not a user command.
 */
public final class CdsTraining {
    private CdsTraining() {}

    /** Each variant's search: long enough for the JIT to profile the search's methods, short for a start after a build. */
    private static final long SEARCH_MS = 250;

    public static void main(String[] args) {
        StringBuilder uci = new StringBuilder("uci\nisready\n");
        StringBuilder xboard = new StringBuilder("xboard\nprotover 2\n");
        int ping = 0;
        for (String id : Variants.ids()) {
            uci.append("setoption name UCI_Variant value ").append(id).append("\nucinewgame\nposition startpos\ngo depth 1\nisready\n");
            xboard.append("new\nvariant ").append(id).append("\nforce\nst 1\nsd 1\ngo\nping ").append(++ping).append('\n');
        }
        uci.append("go perft 1\nd\nquit\n");
        xboard.append("lift a2\nanalyze\nexit\nquit\n");
        Output sink = new Output(OutputStream.nullOutputStream());
        new UciAdapter(new BufferedReader(new StringReader(uci.toString())), sink).run(null);
        new XBoardAdapter(new BufferedReader(new StringReader(xboard.toString())), sink).run(null);
        // The search's methods at work in every variant: their profiles (the sessions above
        // search to depth 1 only, each stopped by the next command).
        for (String id : Variants.ids()) {
            Ruleset rules = Variants.get(id);
            new Search(rules, 16).think(new Game(rules).position(), Limits.moveTime(SEARCH_MS), SearchListener.NONE);
        }
        System.exit(0);
    }
}
