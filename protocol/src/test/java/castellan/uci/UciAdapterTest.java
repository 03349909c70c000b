package castellan.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.search.SearchParameters;
import castellan.session.Transcript;
import castellan.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** UCI transcripts: what a GUI sends, what Castellan answers, and that bad input changes nothing. */
class UciAdapterTest {
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    /** After 1. e4: the en-passant field is written only when a capture is possible, so "-". */
    static final String AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";

    private final Transcript t = new Transcript((in, out) -> new UciAdapter(in, out).run(null));

    @AfterEach void end() {
        t.close();
    }

    /** Lines the engine wrote in answer to the commands, up to {@code readyok}. */
    private List<String> answer(String... commands) {
        t.send(commands);
        return t.sync("isready", "readyok");
    }

    private String fen() {
        for (String l : answer("d")) if (l.startsWith("FEN: ")) return l.substring(5);
        throw new AssertionError("no FEN line");
    }

    private String bestMove(String go) {
        t.send(go);
        return t.expect("bestmove .*").substring("bestmove ".length()).split(" ")[0];
    }

    @Test void handshakeNamesTheEngineAndItsOptions() {
        t.send("uci");
        List<String> lines = t.until("uciok");
        assertTrue(lines.get(0).startsWith("id name Castellan"), lines.get(0));
        assertTrue(lines.get(1).startsWith("id author "), lines.get(1));
        assertTrue(lines.stream().anyMatch(l -> l.matches("option name Hash type spin default 64 min 1 max \\d+")), lines.toString());
        assertTrue(lines.contains("option name Threads type spin default 1 min 1 max 128"));
        assertTrue(lines.contains("option name Ponder type check default false"));
        assertTrue(lines.contains("option name MultiPV type spin default 1 min 1 max 256"));
        assertTrue(lines.stream().anyMatch(l -> l.matches("option name Move Overhead type spin default \\d+ min 0 max \\d+")));
        StringBuilder combo = new StringBuilder("option name UCI_Variant type combo default normal");
        for (String id : Variants.ids()) combo.append(" var ").append(id);
        assertTrue(lines.contains(combo.toString()), lines.toString());
        for (String id : List.of("normal", "capablanca", "royal", "wells", "kingdom", "maidens", "norochess"))
            assertTrue(combo.toString().contains(" var " + id), id);
        assertEquals(List.of(), answer());
    }

    @Test void isReadyIsAnsweredWhileSearchingAndInfiniteWaitsForStop() {
        t.send("position startpos", "go infinite");
        List<String> before = t.sync("isready", "readyok");
        assertFalse(before.stream().anyMatch(l -> l.startsWith("bestmove")), "infinite search must wait for stop: " + before);
        t.send("stop");
        String best = t.expect("bestmove .*");
        new Game(Variants.get("normal")).play(best.split(" ")[1]);
    }

    @Test void ponderWaitsForPonderHit() {
        t.send("position startpos moves e2e4", "go ponder depth 1");
        List<String> before = t.sync("isready", "readyok");
        assertFalse(before.stream().anyMatch(l -> l.startsWith("bestmove")), before.toString());
        t.send("ponderhit");
        String best = t.expect("bestmove .*").split(" ")[1];
        Game g = new Game(Variants.get("normal"));
        g.play("e2e4");
        g.play(best);
    }

    @Test void goReportsInfoLinesThenALegalBestMove() {
        t.send("position startpos moves e2e4", "go depth 2");
        List<String> lines = t.until("bestmove .*");
        String info = lines.get(0);
        assertTrue(info.matches("info depth 1 seldepth \\d+ multipv 1 score (cp -?\\d+|mate -?\\d+) nodes \\d+ nps \\d+ hashfull \\d+ time \\d+ pv .*"), info);
        Game g = new Game(Variants.get("normal"));
        g.play("e2e4");
        g.play(lines.get(lines.size() - 1).split(" ")[1]);
    }

    @Test void searchMovesRestrictsTheRoot() {
        assertEquals("a2a3", bestMove("go depth 1 searchmoves a2a3"));
        assertEquals("h2h3", bestMove("go depth 1 searchmoves h2h3"));
    }

    @Test void clockLimitsIncludingNegativeTimesGiveAMove() {
        t.send("position startpos");
        String m = bestMove("go wtime -100 btime 1000 winc 0 binc 0 movestogo 5");
        new Game(Variants.get("normal")).play(m);
        m = bestMove("go wtime 60000 btime 60000 winc 1000 binc 1000");
        new Game(Variants.get("normal")).play(m);
        m = bestMove("go movetime 50");
        new Game(Variants.get("normal")).play(m);
        m = bestMove("go nodes 1000");
        new Game(Variants.get("normal")).play(m);
        // go mate N searches until it finds a mate that short: Scholar's mate, Qxf7# at once.
        t.send("position fen r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 2 3");
        assertEquals("h5f7", bestMove("go mate 2"));
    }

    @Test void perftAnswersAsStockfishDoes() {
        // 20 first moves with 20 replies each (chessprogramming wiki, Perft Results: 400 at depth 2).
        t.send("position startpos", "go perft 2");
        List<String> lines = t.until("Nodes searched: \\d+");
        assertEquals(22, lines.size());
        for (int i = 0; i < 20; i++) assertTrue(lines.get(i).matches("[a-h][1-8][a-h][1-8]: 20"), lines.get(i));
        assertEquals("", lines.get(20));
        assertEquals("Nodes searched: 400", lines.get(21));
        assertEquals("", t.next());
        // Capablanca: 28 first moves (Debian fairy-stockfish 11.1: UCI_Variant capablanca, go perft 1 -> 28).
        t.send("setoption name UCI_Variant value capablanca", "position startpos", "go perft 1");
        assertEquals("Nodes searched: 28", t.expect("Nodes searched: \\d+"));
    }

    @Test void variantOptionAnnouncesBoardAndStartPosition() {
        t.send("setoption name UCI_Variant value capablanca");
        // The Capablanca start (also Debian fairy-stockfish's 'd' for UCI_Variant capablanca).
        assertEquals("info string variant capablanca files 10 ranks 8 startpos rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
                t.next());
        t.send("setoption name UCI_Variant value kingdom");
        // rules/kingdom.md, Board and setup.
        assertEquals("info string variant kingdom files 10 ranks 10 startpos rnbekqibnr/ppppdwpppp/sssssgssss/10/10/10/10/SSSSSGSSSS/PPPPDWPPPP/RNBEKQIBNR w KQkq - 0 1",
                t.next());
        assertEquals("rnbekqibnr/ppppdwpppp/sssssgssss/10/10/10/10/SSSSSGSSSS/PPPPDWPPPP/RNBEKQIBNR w KQkq - 0 1", fen());
    }

    @Test void positionWithMovesAndFen() {
        assertEquals(List.of(), answer("position startpos moves e2e4"));
        assertEquals(AFTER_E4, fen());
        answer("position fen " + AFTER_E4 + " moves e7e5 g1f3");
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", fen());
        answer("position fen " + START);
        assertEquals(START, fen());
    }

    @Test void compoundMovesInOurOwnMoveText() {
        // Curtis's sample game (seeds/royal-chess-curtis.txt): 4... C8 is f8h8,j8g8; 6. C3-G4 castles with a Guard leg.
        answer("setoption name UCI_Variant value royal",
                "position startpos moves e2e4 h8g6 d2d4 h7h6 c1d3 g8h7 d1h5 f8h8,j8g8 e1d2 c7c6 b1d1,f1c1,a1e1");
        assertEquals("2KGR1BNHR", fen().split(" ")[0].split("/")[7]);
        // Maidens: Black huffs the e4 Pawn (which declined d5xe4... rules/maidens.md) before Nb8-c6.
        answer("setoption name UCI_Variant value maidens",
                "position fen rnbqkbnr/ppp1pppp/8/3p4/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2 e4 moves @e4,b8c6");
        assertEquals("r1bqkbnr/ppp1pppp/2n5/3p4/8/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3 -", fen());
        // Kingdom: ranks 1-10; a Subject reaching rank 10 becomes a Pawn, promoted in place later (rules/kingdom.md).
        answer("setoption name UCI_Variant value kingdom",
                "position fen kd5r2/7S2/10/10/10/10/10/10/10/KD8 w - - 0 1 moves h9g10 b10c10 g10g10d");
        assertEquals("k1d3Dr2/10/10/10/10/10/10/10/10/KD8 b - - 0 2", fen());
    }

    @Test void badInputChangesNothingAndIsReportedInOneLine() {
        answer("position startpos moves e2e4");
        String[][] cases = {
                {"bogus", "info string unknown command 'bogus'"},
                {"position startpos moves e2e4 e2e4", "info string move 2: illegal move 'e2e4'.*position unchanged"},
                {"position startpos moves zz9", "info string move 1: cannot parse move 'zz9'.*"},
                {"position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "info string bad FEN: placement has 7 ranks.*"},
                {"position fen", "info string position fen: the FEN is missing"},
                {"position", "info string position needs 'startpos' or 'fen <FEN>'"},
                {"position sideways", "info string position needs .*got 'sideways'"},
                {"setoption name Nonsense value 3", "info string no such option 'Nonsense'"},
                {"setoption name Hash value -1", "info string Hash must be 1-\\d+, got -1"},
                {"setoption name Hash value lots", "info string Hash needs a number, got 'lots'"},
                {"setoption name UCI_Variant value xiangqi", "info string UCI_Variant must be one of .*got 'xiangqi'"},
                {"setoption nam Hash", "info string setoption needs 'name <option> \\[value <value>\\]'"},
                {"\u0000\u00ff garbage \t", "info string unknown command '.*'"},
        };
        for (String[] c : cases) {
            List<String> lines = answer(c[0]);
            assertEquals(1, lines.size(), c[0] + " -> " + lines);
            assertTrue(lines.get(0).matches(c[1]), c[0] + " -> " + lines.get(0));
            assertEquals(AFTER_E4, fen(), "after " + c[0]);
        }
        List<String> lines = answer("setoption name UCI_Variant value royal", "setoption name UCI_Variant value xiangqi", "d");
        assertTrue(lines.contains("Variant: royal"), lines.toString());
    }

    /**
     * Issue 21: a refused {@code go} printed an {@code info string} and never a bestmove, and the
     * GUI waited for ever. Each is now said in one {@code info string} and searched to depth 1:
     * exactly one legal bestmove, and the position unchanged.
     */
    @Test void everyRefusedGoStillEndsInExactlyOneBestMove() {
        answer("position startpos moves e2e4");
        String[][] cases = {
                {"go depth 0", "info string go: 'depth' must be 1-.*, got 0; searching to depth 1 instead"},
                {"go nodes 0", "info string go: 'nodes' must be 1-.*, got 0; searching to depth 1 instead"},
                {"go mate 0", "info string go: 'mate' must be 1-127, got 0; searching to depth 1 instead"},
                {"go wtime 1.5", "info string go: 'wtime' needs a number, got '1.5'; searching to depth 1 instead"},
                {"go depth", "info string go: 'depth' needs a number; searching to depth 1 instead"},
                {"go sideways", "info string go: unknown go parameter 'sideways'; searching to depth 1 instead"},
                {"go searchmoves e2e4", "info string go: searchmoves: illegal move 'e2e4'.*; searching to depth 1 instead"},
                {"go perft 99", "info string go: 'perft' must be 1-30, got 99; searching to depth 1 instead"},
                {"go infinite depth -1", "info string go: 'depth' must be .*; searching to depth 1 instead"},
        };
        for (String[] c : cases) {
            t.send(c[0]);
            List<String> lines = t.until("bestmove .*");
            assertTrue(lines.get(0).matches(c[1]), c[0] + " -> " + lines);
            assertEquals(1, lines.stream().filter(l -> l.startsWith("info string")).count(), c[0] + " -> " + lines);
            Game g = new Game(Variants.get("normal"));
            g.play("e2e4");
            g.play(lines.get(lines.size() - 1).split(" ")[1]);
            assertFalse(answer().stream().anyMatch(l -> l.startsWith("bestmove")), c[0] + ": a second bestmove");
            assertEquals(AFTER_E4, fen(), "after " + c[0]);
        }
    }

    /**
     * Issue 21: {@code go wtime 1000 winc 10} with Black to move ran until {@code stop}. A go
     * with any clock field is a timed search; without the mover's clock it moves at once.
     */
    @Test void aClockWithoutTheMoversTimeMovesAtOnce() {
        for (String go : List.of("go wtime 1000 winc 10", "go winc 10 binc 10", "go movestogo 5", "go wtime 100000 btime -1 winc 0")) {
            t.send("position startpos moves e2e4");
            long start = System.nanoTime();
            t.send(go);
            List<String> lines = t.until("bestmove .*");
            long ms = (System.nanoTime() - start) / 1_000_000;
            boolean missing = !go.contains("btime");
            if (missing) assertTrue(lines.contains("info string go: no btime for the side to move; moving at once"), go + " -> " + lines);
            assertTrue(ms < 5_000, go + ": " + ms + " ms (a search that moves at once, on a busy machine)");
            Game g = new Game(Variants.get("normal"));
            g.play("e2e4");
            g.play(lines.get(lines.size() - 1).split(" ")[1]);
        }
    }

    /**
     * Issue 21: {@code go perft 30} blocked the input thread, so {@code stop} and {@code quit}
     * were never read. It counts on its own thread: {@code isready} is answered meanwhile,
     * {@code stop} ends it (without a total, and without a bestmove), and perft still counts right.
     */
    @Test void perftRunsBesideTheInputAndStops() {
        t.send("position startpos", "go perft 30");
        assertEquals(List.of(), answer().stream().filter(l -> l.startsWith("Nodes") || l.startsWith("bestmove")).toList());
        t.send("stop");
        List<String> lines = t.until("info string perft stopped.*");
        assertFalse(lines.stream().anyMatch(l -> l.startsWith("Nodes searched") || l.startsWith("bestmove")), lines.toString());
        assertFalse(answer().stream().anyMatch(l -> l.startsWith("bestmove")));
        t.send("go perft 3");
        assertEquals("Nodes searched: 8902", t.expect("Nodes searched: \\d+")); // chessprogramming wiki, Perft Results
        // A new position or a search ends a running perft as stop does.
        t.send("go perft 30", "position startpos moves e2e4");
        t.expect("info string perft stopped.*");
        t.send("go perft 30", "go depth 1");
        t.expect("info string perft stopped.*");
        t.expect("bestmove .*");
    }

    @Test void quitDuringPerftEndsCleanly() {
        t.send("position startpos", "go perft 30");
        t.sync("isready", "readyok");
        t.send("quit");
        t.assertFinishes();
    }

    @Test void endOfInputDuringPerftEndsCleanly() {
        t.send("position startpos", "go perft 30");
        t.sync("isready", "readyok");
        t.endInput();
    }

    /**
     * Issue 21: a position with legal moves drawn by rule got {@code bestmove (none)}. UCI GUIs
     * adjudicate themselves (as Stockfish assumes): the verdict is said and the search goes on.
     */
    @Test void aGameOverByRuleIsSaidAndSearchedOn() {
        t.send("position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8", "go depth 2");
        List<String> lines = t.until("bestmove .*");
        assertTrue(lines.contains("info string game over by rule: 1/2-1/2 {Threefold repetition}; searching on"), lines.toString());
        assertEquals(1, lines.stream().filter(l -> l.startsWith("bestmove")).count());
        t.send("position fen 4k3/8/8/8/8/8/8/4K2R w K - 100 80", "go depth 2");
        lines = t.until("bestmove .*");
        assertTrue(lines.contains("info string game over by rule: 1/2-1/2 {50-move rule}; searching on"), lines.toString());
        // No legal move: the verdict, and bestmove (none).
        t.send("position fen 7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", "go depth 2");
        lines = t.until("bestmove .*");
        assertTrue(lines.contains("info string game over: 1-0 {White mates}"), lines.toString());
        assertEquals("bestmove (none)", lines.get(lines.size() - 1));
    }

    /** A legal move whenever one exists, also in a game over by rule (hostile-GUI issue, part 4): UCI GUIs adjudicate draws themselves. */
    @Test void aGameOverByRuleStillGetsALegalBestMove() {
        t.send("position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8", "go depth 2");
        Game g = new Game(Variants.get("normal"));
        g.playAll(List.of("g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"));
        g.play(t.expect("bestmove .*").split(" ")[1]);
        t.send("position fen 4k3/8/8/8/8/8/8/4K2R w K - 100 80", "go depth 2");
        new Game(Variants.get("normal"), "4k3/8/8/8/8/8/8/4K2R w K - 100 80").play(t.expect("bestmove .*").split(" ")[1]);
    }

    @Test void hugeDepthIsCutAndStillAnswered() {
        t.send("position startpos", "go depth 1000000");
        t.until("info string depth 1000000 .*");
        t.send("stop");
        List<String> lines = t.until("bestmove .*");
        assertTrue(lines.get(lines.size() - 1).matches("bestmove \\S+.*"), lines.toString());
        assertEquals(START, fen());
    }

    @Test void endOfInputWhileSearchingEndsCleanly() {
        t.send("position startpos", "go infinite");
        t.sync("isready", "readyok");
        t.endInput();
        List<String> rest = new ArrayList<>(t.drain());
        assertTrue(rest.stream().anyMatch(l -> l.startsWith("bestmove")), rest.toString());
    }

    @Test void quitWhileSearchingEndsCleanly() {
        t.send("go infinite");
        t.sync("isready", "readyok");
        t.send("quit");
        t.assertFinishes();
    }

    @Test void newGameAndOptionsWhileIdle() {
        assertEquals(List.of(), answer("ucinewgame", "setoption name Hash value 16", "setoption name Threads value 2",
                "setoption name MultiPV value 3", "setoption name Ponder value true", "setoption name Move Overhead value 100",
                "setoption name Clear Hash", "debug on"));
        assertEquals(START, fen());
    }

    /**
     * {@code castellan uci --search-options}: the search's named constants are spin options too,
     * for the SPSA driver (issue 19, item 5); a plain {@code uci} does not offer them to players.
     */
    @Test void searchConstantsAreOptionsOnlyOnRequest() {
        t.send("uci");
        assertFalse(t.until("uciok").stream().anyMatch(l -> l.startsWith("option name FutilityMargin ")));
        try (Transcript tuning = new Transcript((in, out) -> new UciAdapter(in, out, true).run(null))) {
            tuning.send("uci");
            List<String> lines = tuning.until("uciok");
            // every constant, with the default and range SearchParameters gives it (not a copy of them)
            for (SearchParameters.Option o : SearchParameters.options()) {
                String line = "option name " + o.name() + " type spin default " + o.defaultValue() + " min " + o.min() + " max " + o.max();
                assertTrue(lines.contains(line), line + " in " + lines);
            }
            tuning.send("setoption name FutilityMargin value 601", "setoption name futilitymargin value 300");
            List<String> said = tuning.sync("isready", "readyok");
            assertEquals(List.of("info string FutilityMargin must be 0-600, got 601"), said);
            tuning.send("go depth 4");
            tuning.expect("bestmove .*");
        }
    }
}
