package castellan.cli;

import castellan.session.Output;
import castellan.uci.UciAdapter;
import castellan.variants.Variants;
import castellan.xboard.XBoardAdapter;
import java.io.BufferedReader;
import java.io.OutputStream;
import java.io.StringReader;

/**
 * A short scripted session of both protocols in every variant, for the launcher to record
 * Castellan's classes into a class-data-sharing archive once after each build
 * ({@code -XX:ArchiveClassesAtExit}); later starts map them instead of loading them from the
 * jar. Not a user command.
 */
public final class CdsTraining {
    private CdsTraining() {}

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
        System.exit(0);
    }
}
