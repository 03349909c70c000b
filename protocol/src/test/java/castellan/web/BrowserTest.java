package castellan.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import castellan.game.Game;
import castellan.session.Diagram;
import castellan.variants.Variants;
import java.io.File;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The web board in a real browser: headless Chromium (Debian's {@code chromium} and
 * {@code chromium-driver}) loads the page from a server in this process and plays by clicks on
 * the squares and the choosers, never through the API. Skipped, with a message, where Chromium
 * is not installed ({@code .ci/run} installs it).
 *
 * <p>With {@code -Dcastellan.screenshots=DIR} the tests save each variant's board and each
 * compound move half entered as PNGs there (docs/web holds them).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class BrowserTest {
    /** Debian's paths; {@code -Dcastellan.chromium=} and {@code -Dcastellan.chromedriver=} choose others. */
    static final String CHROMIUM = System.getProperty("castellan.chromium", "/usr/bin/chromium"),
            DRIVER = System.getProperty("castellan.chromedriver", "/usr/bin/chromedriver");

    private WebServer server;
    private WebDriver driver;
    private String base;
    private Path userData;
    private final String shots = System.getProperty("castellan.screenshots");
    /** Selenium warns that it has no DevTools bindings for this Chromium; the tests use none. Kept: a logger is weakly held. */
    private static final Logger SELENIUM_LOG = Logger.getLogger("org.openqa.selenium");

    @BeforeAll void startBrowser() throws IOException {
        boolean installed = new File(CHROMIUM).canExecute() && new File(DRIVER).canExecute();
        if (!installed)
            System.err.println("BrowserTest skipped: it needs " + CHROMIUM + " and " + DRIVER
                    + " (apt-get install chromium chromium-driver; .ci/run installs them)");
        assumeTrue(installed, "Chromium and its driver are not installed (apt-get install chromium chromium-driver)");
        server = new WebServer(new SearchSlots(2), 16);
        base = "http://127.0.0.1:" + server.start("127.0.0.1", 0) + "/";
        userData = Files.createTempDirectory("castellan-chromium");
        SELENIUM_LOG.setLevel(Level.SEVERE);
        ChromeOptions o = new ChromeOptions();
        o.setBinary(CHROMIUM);
        o.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--window-size=1100,760", "--user-data-dir=" + userData);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(new File(DRIVER)).build();
        driver = new ChromeDriver(service, o);
    }

    @AfterAll void stopBrowser() throws IOException {
        if (driver != null) driver.quit();
        if (server != null) server.stop();
        if (userData != null) deleteTree(userData);
    }

    // ---------------------------------------------------------------- the compound moves

    /**
     * Curtis castling with a Guard leg, the seed's example (royal.md: Guard b1d1, King f1c1, Rook
     * a1e1, "d1 is now taken by the Guard, so the Rook goes to e1"): the King is clicked to c1,
     * the chooser offers the three castlings that put it there, and the one with the Guard leg is
     * chosen.
     */
    @Test void curtisCastlingWithAGuardLegByClicks() {
        open("variant=royal&engine=none&fen=" + enc("rgnbqkbnhr/pppppppppp/10/10/10/10/PPPPPPPPPP/RG3KBNHR w KQkq - 0 1"));
        click("f1");
        click("c1");
        List<String> offered = offers("data-text");
        // royal.md, Castling: optionally a Guard between King and Rook moves first; the King
        // lands on c1; the Rook on the first empty square beyond the King.
        assertEquals(List.of("b1d1,f1c1,a1e1", "b1e1,f1c1,a1d1", "f1c1,a1d1"), offered);
        screenshot("special-royal-castling-chooser");
        driver.findElement(By.cssSelector("#chooser button[data-text='b1d1,f1c1,a1e1']")).click();
        waitForMoves(1);
        assertEquals("G", piece("d1"));
        assertEquals("K", piece("c1"));
        assertEquals("R", piece("e1"));
        assertEquals("", piece("b1"));
        assertEquals("", piece("a1"));
        assertEquals(List.of("b1d1,f1c1,a1e1"), moves());
    }

    /** A move by dragging the piece, on a flipped board (Black at the bottom: its first square drawn is h1). */
    @Test void aMoveByDraggingOnAFlippedBoard() {
        open("variant=normal&engine=none");
        driver.findElement(By.id("flip")).click();
        assertEquals("h1", driver.findElement(By.cssSelector("#board .sq")).getAttribute("data-sq"));
        WebElement from = driver.findElement(By.cssSelector("#board .sq[data-sq='g1']"));
        WebElement to = driver.findElement(By.cssSelector("#board .sq[data-sq='f3']"));
        // By offset: lifting the piece redraws the board, so the target's element is a new one.
        int dx = to.getLocation().getX() - from.getLocation().getX(), dy = to.getLocation().getY() - from.getLocation().getY();
        new Actions(driver).moveToElement(from).clickAndHold().moveByOffset(dx, dy).release().perform();
        waitForMoves(1);
        assertEquals(List.of("g1f3"), moves());
        assertEquals("N", piece("f3"));
    }

    /**
     * Curtis promotion (royal.md, Pawns): only to a type the side has lost, and a Guard with or
     * without queen power. White has lost everything but its King and a Pawn, so the chooser offers
     * all eight; the Queen's Guard with queen power is chosen and stands on c8 as {@code G*}.
     */
    @Test void curtisGuardPromotionWithQueenPowerByClicks() {
        open("variant=royal&engine=none&fen=" + enc("5k4/p1P7/10/10/10/10/10/5K4 w - - 0 1"));
        click("c7");
        click("c8");
        List<String> choices = offers("data-choice");
        assertEquals(List.of("b", "g", "g*", "h", "h*", "n", "q", "r"), choices);
        screenshot("special-royal-guard-promotion");
        driver.findElement(By.cssSelector("#chooser button[data-choice='g*']")).click();
        waitForMoves(1);
        assertEquals("G*", piece("c8"));
        assertEquals(List.of("c7c8g*"), moves());
    }

    /**
     * Maidens huff turn (maidens.md): after 1. e4 d5 2. Nf3 White's e4 Pawn declined its capture
     * on d5, so Black may remove it before moving. Clicks: the huffable Pawn, then d5-d4.
     */
    @Test void maidensHuffTurnByClicks() {
        open("variant=maidens&engine=none&moves=" + enc("e2e4 d7d5 g1f3"));
        assertTrue(has("e4", "huffable"), "e4 is marked huffable");
        click("e4");
        assertTrue(has("e4", "huffed"), "the huffed piece is shown removed while the move is entered");
        click("d5");
        screenshot("special-maidens-huff");
        click("d4");
        waitForMoves(4);
        assertEquals("", piece("e4"));
        assertEquals("p", piece("d4"));
        assertEquals("@e4,d5d4", moves().get(3));
    }

    /**
     * Kingdom (kingdom.md, Pawns and Subjects): a Subject reaching the last rank becomes a Pawn at
     * once (i9h10), and a Pawn on the last rank is later exchanged in place (c10c10q): the Pawn
     * is clicked twice, then the Queen is chosen.
     */
    @Test void kingdomSubjectAndInPlacePromotionByClicks() {
        open("variant=kingdom&engine=none&fen=" + enc("2P1k5/8S1/10/10/10/10/10/10/10/4K5 w - - 0 1"));
        click("i9");
        click("h10");
        waitForMoves(1);
        assertEquals("P", piece("h10"), "the Subject became a Pawn on the last rank");
        click("e10"); // Black's King steps aside
        click("d9");
        waitForMoves(2);
        click("c10");
        click("c10");
        List<String> choices = offers("data-choice");
        // Q, R, B, N, Prince, Princess, Duke, Wizard or Dragon; not Pawn, Subject or King.
        assertEquals(List.of("b", "d", "e", "g", "i", "n", "q", "r", "w"), choices);
        screenshot("special-kingdom-in-place-promotion");
        driver.findElement(By.cssSelector("#chooser button[data-choice='q']")).click();
        waitForMoves(3);
        assertEquals("Q", piece("c10"));
        assertEquals(List.of("i9h10", "e10d9", "c10c10q"), moves());
    }

    /**
     * A Norochess game to its scored end (norochess.md, How the game ends, 3: after Black's move
     * n, 48 to 59, differing scores decide): from move 47, White takes a Pawn (1 point), and
     * Black's 48th move ends the game 1-0.
     */
    @Test void norochessGameToItsScoredEnd() {
        String fen = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 47 0 0";
        open("variant=norochess&engine=none&fen=" + enc(fen));
        String[][] clicks = {{"e4", "d5"}, {"e7", "e6"}, {"d2", "d3"}, {"a7", "a6"}};
        for (int i = 0; i < clicks.length; i++) {
            click(clicks[i][0]);
            click(clicks[i][1]);
            waitForMoves(i + 1);
        }
        waitForResult();
        assertEquals("1-0 {White wins 1-0}", text("result"));
        assertEquals(showResult("norochess", fen, moves()), text("result"));
        screenshot("norochess-scored-end");
        // The move list steps back: after 47. exd5 the Pawn stands on d5 and e7 is not yet moved.
        clickOn(By.cssSelector("#moves span[data-ply='1']"));
        assertEquals("P", piece("d5"));
        assertEquals("p", piece("e7"));
        Game after = new Game(Variants.get("norochess"), fen);
        after.play("e4d5");
        assertEquals(after.fen(), driver.findElement(By.id("fen")).getAttribute("value"), "the FEN box shows the position viewed");
        clickOn(By.id("last"));
        assertEquals("p", piece("a6"));
        // PGN export: the Variant and FEN tags, the moves and the reason before the result.
        driver.findElement(By.cssSelector("#pgn-box summary")).click();
        driver.findElement(By.id("export-pgn")).click();
        new WebDriverWait(driver, Duration.ofSeconds(10)).until(d -> !d.findElement(By.id("pgn")).getAttribute("value").isEmpty());
        String pgn = driver.findElement(By.id("pgn")).getAttribute("value");
        assertTrue(pgn.contains("[Variant \"norochess\"]\n[SetUp \"1\"]\n[FEN \"" + fen + "\"]"), pgn);
        assertTrue(pgn.contains("47. e4d5 e7e6 48. d2d3 a7a6 {White wins 1-0} 1-0"), pgn);
        // Take back: the last turn goes (nobody plays the engine), and the game is on again.
        clickOn(By.id("takeback"));
        new WebDriverWait(driver, Duration.ofSeconds(10)).until(d -> d.findElements(By.cssSelector("#moves span")).size() == 3);
        assertFalse(hasResult());
    }

    // ---------------------------------------------------------------- a game against the engine in every variant

    /**
     * A short game against the engine in every variant, entered by clicks: the person always
     * lifts the first piece that can move and drops it on its first highlighted square (choosing
     * the first offer of a chooser), the engine plays the strong side of an ending until the
     * game ends. The page's result must be the one {@code castellan show} gives for the moves.
     */
    @Test void shortGameAgainstTheEngineInEveryVariant() {
        String[][] games = {
            {"normal", "4k3/8/8/8/8/8/8/R3K2Q w - - 0 1"},
            {"capablanca", "5k4/10/10/10/10/10/10/R4K2QC w - - 0 1"},
            {"royal", "5k4/p9/10/10/10/10/10/Q4K4 w - - 0 1"},
            {"wells", "5k4/10/10/10/10/10/10/R4K3R w - - 0 1"},
            {"kingdom", "5k4/10/10/10/10/10/10/10/10/R4KQ3 w - - 0 1"},
            {"maidens", "4k3/8/8/8/8/8/8/R3K2Q w - - 0 1 -"},
            {"norochess", "rnbqkbnr/pppp1ppp/8/8/8/8/PPP2PPP/RNBQKBNR w - - 0 47 5 0"},
        };
        for (String[] g : games) {
            String variant = g[0], fen = g[1];
            open("variant=" + variant + "&engine=white&think=200&fen=" + enc(fen));
            for (int ply = 0; ply < 200 && !hasResult(); ply++) {
                waitForPersonOrResult();
                if (hasResult()) break;
                playFirstMove();
            }
            waitForResult();
            List<String> moves = moves();
            assertFalse(moves.isEmpty(), variant);
            assertEquals(showResult(variant, fen, moves), text("result"), variant + " " + moves);
        }
    }

    /**
     * The analysis mode: the engine's lines are pushed into the page as it searches, each
     * starting with a legal turn of the position, and the lines of one iteration start with
     * different moves. The page replaces a row as that line's report arrives, so between two
     * reports it may show a line of the new iteration beside the same move in a row still from
     * the last (a CI run under load read [i1h3, f2f4, f2f4] so): the rows are read when all
     * three are of one depth.
     */
    @Test void analysisShowsTheEnginesLinesLive() {
        open("variant=capablanca&analysis=1&lines=3&moves=" + enc("e2e4 e7e5"));
        List<List<String>> rows = new WebDriverWait(driver, Duration.ofSeconds(30), Duration.ofMillis(20)).until(d -> {
            List<List<String>> now = thinkingRows();
            boolean oneIteration = now.size() == 3 && now.stream().allMatch(r -> depth(r) == depth(now.get(0)));
            return oneIteration && depth(now.get(0)) >= 4 ? now : null;
        });
        Game g = new Game(Variants.get("capablanca"));
        g.playAll(List.of("e2e4", "e7e5"));
        List<String> legal = new ArrayList<>();
        var turns = g.legalTurns();
        for (int i = 0; i < turns.size(); i++) legal.add(g.format(turns.get(i)));
        List<String> firsts = new ArrayList<>();
        for (List<String> row : rows) firsts.add(row.get(4).split(" ")[0]);
        assertTrue(legal.containsAll(firsts), firsts + " are legal");
        assertEquals(3, firsts.stream().distinct().count(), "three different lines: " + firsts);
        assertEquals("Castellan is analysing…", text("engine-status"));
        screenshot("analysis");
    }

    /** Every variant's start position, for docs/web (only with -Dcastellan.screenshots). */
    @Test void everyVariantsBoard() {
        assumeTrue(shots != null, "screenshots only when asked for");
        for (String id : Variants.ids()) {
            open("variant=" + id + "&engine=none");
            screenshot(id);
        }
    }

    // ---------------------------------------------------------------- helpers

    private void open(String query) {
        driver.get(base + "?" + query);
        try {
            new WebDriverWait(driver, Duration.ofSeconds(20)).until(d -> !d.findElements(By.cssSelector("#board .sq")).isEmpty()
                    && d.findElement(By.tagName("body")).getAttribute("data-generation") != null);
        } catch (org.openqa.selenium.TimeoutException e) {
            String page = driver.getPageSource();
            throw new AssertionError("the page did not show a board: " + driver.findElements(By.id("error")).stream().map(WebElement::getText).toList() + "\n"
                    + page.substring(0, Math.min(3000, page.length())), e);
        }
    }

    /**
     * Reads or uses the page, again if it redrew the element in between: the board and the move
     * list are drawn anew at every message from the server, and under load a message can land
     * between finding an element and clicking it (a stale element; seen in this test under a load
     * of 12).
     */
    private <T> T stable(java.util.function.Function<WebDriver, T> use) {
        return new WebDriverWait(driver, Duration.ofSeconds(10)).ignoring(StaleElementReferenceException.class).until(use);
    }

    private void clickOn(By by) {
        stable(d -> {
            d.findElement(by).click();
            return Boolean.TRUE;
        });
    }

    private void click(String square) {
        clickOn(By.cssSelector("#board .sq[data-sq='" + square + "']"));
    }

    /** The piece on a square as its FEN letter ({@code G}, {@code p}, {@code G*}), or "" for an empty square. */
    private String piece(String square) {
        return stable(d -> {
            String p = d.findElement(By.cssSelector("#board .sq[data-sq='" + square + "']")).getAttribute("data-piece");
            return p == null ? "" : p;
        });
    }

    /** The depth of a row of the thinking table (its second cell, "depth/selective depth"). */
    private static int depth(List<String> row) {
        return Integer.parseInt(row.get(1).split("/")[0]);
    }

    /** The thinking table's cells, row by row, read at once (the page redraws it at every report). */
    @SuppressWarnings("unchecked")
    private List<List<String>> thinkingRows() {
        return (List<List<String>>) ((JavascriptExecutor) driver).executeScript(
                "return [...document.querySelectorAll('#thinking tbody tr')].map(r => [...r.cells].map(c => c.textContent))");
    }

    /** What the chooser offers: each button's attribute ({@code data-text}, the turn; {@code data-choice}, the promotion), sorted. */
    private List<String> offers(String attribute) {
        List<String> out = new ArrayList<>();
        for (WebElement b : driver.findElements(By.cssSelector("#chooser button[" + attribute + "]"))) out.add(b.getAttribute(attribute));
        out.sort(null);
        return out;
    }

    private boolean has(String square, String cls) {
        String c = stable(d -> d.findElement(By.cssSelector("#board .sq[data-sq='" + square + "']")).getAttribute("class"));
        return (" " + c + " ").contains(" " + cls + " ");
    }

    private List<String> moves() {
        List<String> out = new ArrayList<>();
        for (WebElement e : driver.findElements(By.cssSelector("#moves span"))) out.add(e.getText());
        return out;
    }

    private String text(String id) { return stable(d -> d.findElement(By.id(id)).getText()); }

    private boolean hasResult() { return driver.findElement(By.id("result")).isDisplayed(); }

    private void waitForMoves(int n) {
        new WebDriverWait(driver, Duration.ofSeconds(20)).until(d -> d.findElements(By.cssSelector("#moves span")).size() >= n);
    }

    private void waitForResult() {
        new WebDriverWait(driver, Duration.ofSeconds(60)).until(d -> d.findElement(By.id("result")).isDisplayed());
    }

    /** Waits until the engine has moved (the person's turn) or the game is over. */
    private void waitForPersonOrResult() {
        new WebDriverWait(driver, Duration.ofSeconds(60)).until(d -> d.findElement(By.id("result")).isDisplayed()
                || ("idle".equals(d.findElement(By.tagName("body")).getAttribute("data-status"))
                    && d.findElement(By.id("status")).getText().startsWith("Black")));
    }

    /** The person's move by clicks: the first piece (in board order) that shows targets, its first target, the first offer. */
    private void playFirstMove() {
        int before = moves().size();
        List<String> squares = new ArrayList<>();
        for (WebElement e : driver.findElements(By.cssSelector("#board .sq.occupied"))) squares.add(e.getAttribute("data-sq"));
        for (String sq : squares) {
            String p = piece(sq);
            if (p.isEmpty() || !Character.isLowerCase(p.charAt(0))) continue;
            click(sq);
            List<WebElement> targets = driver.findElements(By.cssSelector("#board .sq.target"));
            if (targets.isEmpty()) continue;
            targets.get(0).click();
            List<WebElement> offers = driver.findElements(By.cssSelector("#chooser:not([hidden]) button[data-text]"));
            if (!offers.isEmpty()) offers.get(0).click();
            waitForMoves(before + 1);
            return;
        }
        throw new AssertionError("no piece of the person's could move, yet the game is not over");
    }

    /** The result line of {@code castellan show} for these moves ({@link Diagram#report}, as the command prints it). */
    private static String showResult(String variant, String fen, List<String> moves) {
        Game g = new Game(Variants.get(variant), fen);
        g.playAll(moves);
        for (String line : Diagram.report(g, false).split("\n"))
            if (line.startsWith("Result: ")) return line.substring("Result: ".length());
        throw new AssertionError("no result line");
    }

    private void screenshot(String name) {
        if (shots == null) return;
        try {
            Path dir = Path.of(shots);
            Files.createDirectories(dir);
            byte[] png = ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES);
            Files.write(dir.resolve(name + ".png"), png);
        } catch (IOException e) {
            throw new AssertionError("cannot save the screenshot " + name, e);
        }
    }

    private static String enc(String s) { return URLEncoder.encode(s, StandardCharsets.UTF_8); }

    private static void deleteTree(Path p) throws IOException {
        try (var walk = Files.walk(p)) {
            for (Path q : walk.sorted(java.util.Comparator.reverseOrder()).toList()) Files.deleteIfExists(q);
        }
    }
}
