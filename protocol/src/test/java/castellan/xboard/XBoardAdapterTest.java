package castellan.xboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.notation.XBoardText;
import castellan.session.Transcript;
import castellan.variants.Variants;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** XBoard transcripts: what XBoard sends, what Castellan answers, and that bad input changes nothing. */
class XBoardAdapterTest {
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private final AtomicReference<XBoardAdapter> adapter = new AtomicReference<>();
    private final Transcript t = new Transcript((in, out) -> {
        XBoardAdapter a = new XBoardAdapter(in, out);
        adapter.set(a);
        a.run(null);
    });
    private int pings;

    @AfterEach void end() {
        t.close();
    }

    /** The lines the commands produced, up to the answer to a {@code ping} sent after them. */
    private List<String> answer(String... commands) {
        t.send(commands);
        int n = ++pings;
        return t.sync("ping " + n, "pong " + n);
    }

    /** The game's FEN, read after a ping has been answered (everything before it is done). */
    private String fen() {
        answer();
        return adapter.get().game().fen();
    }

    /** Waits for the engine's move and returns it in Castellan's move text, checking it is legal in {@code before}. */
    private String engineMove(Game before) {
        String line = t.expect("move .*");
        String wire = line.substring(5);
        long turn = XBoardText.parse(before.position(), before.generator(), wire);
        return before.format(turn);
    }

    @Test void protoverAnnouncesEveryFeatureThenDone() {
        t.send("xboard", "protover 2");
        List<String> lines = t.until("feature done=1");
        String all = String.join(" ", lines);
        for (String f : List.of("ping=1", "setboard=1", "usermove=1", "playother=1", "san=0", "time=1", "draw=0", "sigint=0",
                "sigterm=0", "reuse=1", "colors=0", "analyze=1", "memory=1", "smp=1", "highlight=1", "name=1", "myname=\"Castellan"))
            assertTrue(all.contains(" " + f), f + " in " + all);
        StringBuilder ids = new StringBuilder();
        for (String id : Variants.ids()) ids.append(ids.length() == 0 ? "" : ",").append(id);
        assertTrue(all.contains("variants=\"" + ids + "\""), all);
        assertTrue(lines.stream().anyMatch(l -> l.matches("feature option=\"Move Overhead -spin \\d+ 0 \\d+\"")), all);
        assertTrue(lines.stream().anyMatch(l -> l.equals("feature option=\"MultiPV -spin 1 1 256\"")), all);
        assertFalse(all.contains("option=\"Hash"), "Hash is set by memory");
        assertEquals(List.of(), answer("accepted ping", "rejected nps"));
    }

    @Test void engineVariantsSendSetupAndPiecesBeforeThePong() {
        for (String id : List.of("royal", "kingdom", "wells", "maidens", "norochess")) {
            List<String> lines = answer("new", "variant " + id);
            assertTrue(lines.get(0).startsWith("setup ("), id + ": " + lines);
            String size = Variants.get(id).variant().geometry.files + "x" + Variants.get(id).variant().geometry.ranks + "+0_";
            assertTrue(lines.get(0).contains(") " + size), lines.get(0));
            for (int i = 1; i < lines.size(); i++) assertTrue(lines.get(i).matches("piece [A-Z]& \\S+"), lines.get(i));
            assertEquals(Variants.get(id).variant().startFen, fen(), id);
        }
        assertEquals(List.of(), answer("new", "variant capablanca"), "XBoard knows Capablanca");
        assertEquals(List.of(), answer("new"));
        assertEquals(START, fen());
    }

    @Test void enginePlaysBlackAfterNewAndAnswersUserMoves() {
        answer("new", "level 40 0:10 0", "post");
        t.send("time 1000", "otim 1000", "usermove e2e4");
        Game g = new Game(Variants.get("normal"));
        g.play("e2e4");
        String reply = engineMove(g);
        g.play(reply);
        assertEquals(g.fen(), fen());
    }

    @Test void goPlaysTheSideToMoveAndForceStopsPlaying() {
        answer("new", "force", "usermove e2e4", "usermove e7e5");
        Game g = new Game(Variants.get("normal"));
        g.playAll(List.of("e2e4", "e7e5"));
        assertEquals(g.fen(), fen());
        t.send("st 1", "sd 2", "go");
        g.play(engineMove(g));
        assertEquals(g.fen(), fen());
        // The engine plays White now: Black's move gets an answer, in force mode it does not.
        answer("force");
        String black = g.legalTurns().size() > 0 ? g.format(g.legalTurns().get(0)) : null;
        List<String> lines = answer("usermove " + XBoardText.format(g.position(), g.parse(black)));
        g.play(black);
        assertFalse(lines.stream().anyMatch(l -> l.startsWith("move")), lines.toString());
        assertEquals(g.fen(), fen());
    }

    @Test void playOtherThenAMoveIsAnswered() {
        answer("new", "force", "usermove e2e4", "sd 3", "playother");
        Game g = new Game(Variants.get("normal"));
        g.play("e2e4");
        t.send("usermove e7e5");
        g.play("e7e5");
        g.play(engineMove(g));
        assertEquals(g.fen(), fen());
    }

    /**
     * hard: after its move the engine ponders on the reply it expects (its hint): thinking output
     * goes on. The expected reply is then answered by the pondering search, another move by a
     * new search.
     */
    @Test void pondersOnTheExpectedReply() {
        answer("new", "hard", "post", "level 0 0:04 0", "time 400", "otim 400");
        t.send("usermove e2e4");
        Game g = new Game(Variants.get("normal"));
        g.play("e2e4");
        g.play(engineMove(g));
        String hint = answer("hint").stream().filter(l -> l.startsWith("Hint: ")).findFirst().orElseThrow().substring(6);
        t.expect("\\d+ -?\\d+ \\d+ \\d+ .*"); // pondering: thinking output after our move
        t.send("time 350", "otim 350", "usermove " + hint);
        g.play(hint);
        g.play(engineMove(g));
        assertEquals(g.fen(), fen());
        // Now a move other than the one expected (the first legal one that is not the hint).
        String hint2 = answer("hint").stream().filter(l -> l.startsWith("Hint: ")).findFirst().map(l -> l.substring(6)).orElse("");
        String other = null;
        for (int i = 0; i < g.legalTurns().size() && other == null; i++) {
            String w = XBoardText.format(g.position(), g.legalTurns().get(i));
            if (!w.equals(hint2)) other = w;
        }
        t.send("time 300", "otim 300", "usermove " + other);
        g.play(XBoardText.parse(g.position(), g.generator(), other));
        g.play(engineMove(g));
        assertEquals(g.fen(), fen());
        answer("easy");
    }

    @Test void kingdomMovesUseRanksZeroToNine() {
        answer("new", "variant kingdom", "force");
        // Our a3-b4, a Subject's diagonal step (rules/kingdom.md), is a2b3 on XBoard's wire.
        assertEquals(List.of(), answer("usermove a2b3"));
        Game g = new Game(Variants.get("kingdom"));
        g.play("a3b4");
        assertEquals(g.fen(), fen());
        t.send("st 1", "sd 2", "go");
        g.play(engineMove(g));
        assertEquals(g.fen(), fen());
    }

    @Test void maidensHuffTurnFromTheWire() {
        answer("new", "variant maidens", "force",
                "setboard rnbqkbnr/ppp1pppp/8/3p4/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2 e4", "usermove b8e4,e4c6");
        // rules/maidens.md example: after @e4,b8c6 the e4 Pawn is gone and nothing is huffable.
        assertEquals("r1bqkbnr/ppp1pppp/2n5/3p4/8/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3 -", fen());
    }

    @Test void kingdomInPlacePromotionFromTheWire() {
        answer("new", "variant kingdom", "force", "setboard k1d3Pr2/10/10/10/10/10/10/10/10/KD8 w - - 0 1", "usermove g9h8,h8g9d");
        // rules/kingdom.md: the Pawn on g10 becomes a Duke where it stands.
        assertEquals("k1d3Dr2/10/10/10/10/10/10/10/10/KD8 b - - 0 1", fen());
    }

    @Test void resultsByTheVariantsOwnRules() {
        // Fool's mate, every move from the GUI: the engine claims the mate after the user's move.
        List<String> lines = answer("new", "force", "usermove f2f3", "usermove e7e5", "usermove g2g4", "usermove d8h4");
        assertEquals(List.of("0-1 {Black mates}"), lines);
        // Curtis: stalemate wins, 0.7 to 0.25 (rules/royal.md, How the game ends). Black Ka8 and a blocked
        // Pawn a3; White Qb4-b6 leaves Black no move, not in check (and not bare: the Pawn remains).
        lines = answer("new", "variant royal", "force", "setboard k9/10/10/10/1Q8/p9/P9/5K4 w - - 0 1", "usermove b4b6");
        assertEquals("1-0 {White wins by stalemate (0.7-0.25)}", lines.get(lines.size() - 1), lines.toString());
        // Norochess: after Black's 60th move the higher score wins (rules/norochess.md); our FEN's score fields pass.
        lines = answer("new", "variant norochess", "force", "setboard 4k3/8/8/8/8/8/4P3/4K3 b - - 0 60 38 33", "usermove e8d8");
        assertEquals("1-0 {White wins 38-33}", lines.get(lines.size() - 1), lines.toString());
    }

    @Test void theEnginesOwnMoveEndsTheGame() {
        // Norochess, Black to move at move 60: whatever the engine plays (no capture is possible), White wins 38-33.
        answer("new", "variant norochess", "force", "setboard 4k3/8/8/8/8/8/4P3/4K3 b - - 0 60 38 33");
        t.send("st 1", "sd 2", "go");
        List<String> lines = t.until("1-0 \\{White wins 38-33\\}");
        assertTrue(lines.get(lines.size() - 2).startsWith("move "), lines.toString());
        // The game is over: asked to move again, the engine says so instead.
        assertEquals(List.of("1-0 {White wins 38-33}"), answer("go"));
    }

    @Test void analyzeThinksUntilExitAndFollowsMoves() {
        answer("new", "post");
        t.send("analyze");
        assertTrue(t.expect("\\d+ -?\\d+ \\d+ \\d+ .*").matches("1 -?\\d+ \\d+ \\d+ \\S.*"));
        List<String> lines = answer("usermove e2e4", ".");
        assertTrue(lines.stream().anyMatch(l -> l.matches("stat01: \\d+ \\d+ \\d+ 0 20")), lines.toString());
        assertTrue(lines.stream().noneMatch(l -> l.startsWith("move")), lines.toString());
        answer("undo", "exit");
        assertEquals(START, fen());
    }

    @Test void undoRemoveHintBook() {
        answer("new", "force", "usermove e2e4", "usermove e7e5", "usermove g1f3");
        answer("undo");
        Game g = new Game(Variants.get("normal"));
        g.playAll(List.of("e2e4", "e7e5"));
        assertEquals(g.fen(), fen());
        answer("remove");
        assertEquals(START, fen());
        assertEquals(List.of("Error (command not legal now): remove"), answer("remove"));
        assertEquals(List.of(" Castellan has no opening book.", ""), answer("bk"));
        assertEquals(List.of(), answer("hint"), "no expected reply yet");
    }

    @Test void liftHighlightsExactlyTheLegalTargets() {
        answer("new", "variant maidens", "force", "setboard rnbqkbnr/ppp1pppp/8/3p4/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2 e4");
        // Knight b8: a6, c6, d7 (yellow); and through e4, the huffable Pawn (cyan, a first leg).
        assertEquals(List.of("highlight 8/3Y4/Y1Y5/8/4C3/8/8/8"), answer("lift b8"));
        // Dropped on e4, XBoard sends put and lift for the second leg: the Knight's moves after the huff.
        assertEquals(List.of("highlight 8/3Y4/Y1Y5/8/8/8/8/8"), answer("put e4", "lift e4"));
        // Pawn d5 captures e4 (red) or steps to d4 (yellow).
        assertEquals(List.of("highlight 8/8/8/8/3YR3/8/8/8"), answer("put d5", "lift d5"));
        assertEquals(List.of(), answer("hover e4", "put d5"));
    }

    /**
     * Curtis castling with the mouse: the King's targets, and its Rooks' squares in cyan (the King
     * takes the Rook's square first, then goes on: XBoard sends f1h1,j1g1). With nothing between
     * King and Rook the King's step alone is marked too.
     */
    @Test void liftMarksCurtisCastlingThroughTheRooksSquare() {
        answer("new", "variant royal", "force", "setboard r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1");
        // King f1: e1 and g1 (steps), b1 c1 d1 and h1 i1 (castling by the King's step), a1 and j1 the Rooks.
        assertEquals(List.of("highlight 10/10/10/10/10/10/10/CYYYY1YYYC"), answer("lift f1"));
        // Through j1: g1, h1, i1, the three kingside castlings.
        assertEquals(List.of("highlight 10/10/10/10/10/10/10/6YYY1"), answer("put j1", "lift j1"));
        answer("put h1", "usermove f1h1,j1g1");
        assertEquals("r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R5RK2 b kq - 1 1", fen());
    }

    /** A Subject reaching the last rank must become a Pawn: blue (forced), and on put the choice is P. */
    @Test void subjectPromotionIsForcedWithChoiceP() {
        answer("new", "variant kingdom", "force", "setboard kd5r2/7S2/10/10/10/10/10/10/10/KD8 w - - 0 1");
        // Wire h8 is our h9: g10 and i10 (diagonal steps) and h10 (capturing the Rook) all promote.
        assertEquals(List.of("highlight 6BBB1/10/10/10/10/10/10/10/10/10"), answer("lift h8"));
        assertEquals(List.of("choice P"), answer("put g9"));
        answer("usermove h8g9p");
        assertEquals("kd4Pr2/10/10/10/10/10/10/10/10/KD8 b - - 0 1", fen());
    }

    @Test void timeControlsAreAcceptedAndAMoveComes() {
        answer("new", "force", "level 0 2 12", "level 40 0:30 0", "level 40 25+5 0", "st 2", "sd 4", "nps 0", "time 500", "otim -20",
                "memory 16", "cores 1", "option Move Overhead=10", "option Clear Hash", "name Someone", "rating 2000 1800",
                "computer", "random", "egtpath syzygy /tmp", "hard", "easy", "nopost");
        t.send("go");
        engineMove(new Game(Variants.get("normal")));
    }

    @Test void badInputChangesNothingAndPingIsStillAnswered() {
        answer("new", "force", "usermove e2e4");
        Game g = new Game(Variants.get("normal"));
        g.play("e2e4");
        String[][] cases = {
                {"bogus", "Error \\(unknown command\\): bogus"},
                {"usermove e2e4", "Illegal move: e2e4"},
                {"usermove e7e6e5", "Illegal move: e7e6e5"},
                {"usermove", "Illegal move: "},
                {"e7e4", "Illegal move: e7e4"},
                {"setboard rnbqkbnr/pppppppp/8/8 w KQkq - 0 1", "tellusererror Illegal position: .*"},
                {"edit", "Error \\(not supported, send setboard\\): edit"},
                {"level 40 five 0", "Error \\(level needs MPS BASE INC .*\\): level 40 five 0"},
                {"level 40 5 Infinity", "Error \\(level needs MPS BASE INC .*\\): level 40 5 Infinity"},
                {"st -3", "Error \\(st needs seconds from 0.001 to 10000000\\): st -3"},
                {"st 1e-9", "Error \\(st needs seconds from 0.001 to 10000000\\): st 1e-9"},
                {"sd x", "Error \\(sd needs a number of plies\\): sd x"},
                {"sd 1000000", "# sd 1000000 is beyond the deepest search; searching to depth 127"},
                {"time soon", "Error \\(centiseconds needed\\): time soon"},
                {"memory lots", "Error \\(a number is needed\\): memory lots"},
                {"option Nonsense=3", "Error \\(no such option\\): option Nonsense=3"},
                {"option MultiPV=0", "Error \\(MultiPV must be 1-256, got 0\\): option MultiPV=0"},
                {"variant xiangqi", "Error \\(unknown variant\\): variant xiangqi"},
                {"lift z9", "Error \\(no such square\\): lift z9"},
                {"\u0000\u00ff garbage", "Error \\(unknown command\\): .*"},
        };
        for (String[] c : cases) {
            List<String> lines = answer(c[0]);
            assertEquals(1, lines.size(), c[0] + " -> " + lines);
            assertTrue(lines.get(0).matches(c[1]), c[0] + " -> " + lines.get(0));
            if (!c[0].startsWith("setboard")) assertEquals(g.fen(), fen(), "after " + c[0]);
        }
        // After a refused position, moves are refused until the next position (spec, setboard) ...
        answer("setboard nonsense");
        assertEquals(List.of("Illegal move: e7e5"), answer("usermove e7e5"));
        assertEquals(g.fen(), fen(), "the old position is kept");
        // ... and a good one is taken.
        answer("setboard " + START);
        assertEquals(START, fen());
    }

    /**
     * Issue 21: a run length past an int ({@code 3000000000p7}) was answered with an internal
     * error, and moves were still played against the old position. Every refused position is
     * answered {@code tellusererror Illegal position} and blocks moves, {@code go} and
     * {@code playother} until a good one (spec, setboard).
     */
    @Test void everyRefusedSetboardBlocksMovesUntilAGoodOne() {
        answer("new", "force");
        for (String bad : List.of("3000000000p7/8/8/8/8/8/8/K6k w - - 0 1", "99999999999999999999/8/8/8/8/8/8/K6k w - - 0 1",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "8/8/8/8/8/8/8/8 w - - 0 1",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", "k7/8/8/8/8/8/8/K7 w - - 0 99999999999", "w")) {
            answer("setboard " + START);
            List<String> refused = answer("setboard " + bad);
            assertEquals(1, refused.size(), bad + " -> " + refused);
            assertTrue(refused.get(0).startsWith("tellusererror Illegal position: "), bad + " -> " + refused);
            assertEquals(List.of("Illegal move: e2e4"), answer("usermove e2e4"), bad);
            assertEquals(List.of("Error (command not legal now): go"), answer("go"), bad);
            assertEquals(List.of("Error (command not legal now): playother"), answer("playother"), bad);
            assertEquals(START, fen(), "the old position is kept, unplayable");
        }
        answer("setboard " + START);
        assertEquals(List.of(), answer("usermove e2e4"));
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", fen());
    }

    @Test void pingWhileThinkingIsAnsweredAfterTheMove() {
        answer("new", "force", "level 0 0:02 0", "time 200", "otim 200");
        t.send("go", "ping 99");
        List<String> lines = t.until("pong 99");
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("move ")), "the move comes before the pong: " + lines);
    }

    @Test void moveNowMovesAtOnce() {
        answer("new", "force", "nopost");
        t.send("analyze");
        answer("exit");
        t.send("st 1000", "go", "?");
        engineMove(new Game(Variants.get("normal")));
    }

    @Test void endOfInputWhileThinkingEndsCleanly() {
        answer("new", "analyze");
        t.endInput();
    }

    @Test void quitEndsCleanly() {
        answer("new");
        t.send("quit");
        t.assertFinishes();
    }
}
