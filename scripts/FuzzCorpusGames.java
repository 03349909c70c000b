import castellan.game.Game;
import castellan.variants.Variants;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * FENs and move texts of the games in recorded UCI sessions, for the fuzzing corpus
 * (protocol/src/test/resources/fuzz/fens.txt and moves.txt; see its README):
 *
 *   java -cp protocol/target/castellan.jar scripts/FuzzCorpusGames.java fens|moves SESSION...
 *
 * Each session's last "position startpos moves ..." line is its game: every 6th position's FEN,
 * or every move text, as "variant<TAB>text".
 */
public class FuzzCorpusGames {
    public static void main(String[] args) throws Exception {
        Set<String> out = new LinkedHashSet<>();
        for (int i = 1; i < args.length; i++) {
            String variant = "normal", game = null;
            for (String l : Files.readAllLines(Path.of(args[i]))) {
                if (l.startsWith("setoption name UCI_Variant value ")) variant = l.substring(33).trim();
                if (l.startsWith("position startpos moves ")) game = l.substring(24).trim();
            }
            if (game == null) continue;
            Game g = new Game(Variants.get(variant));
            List<String> moves = List.of(game.split(" "));
            for (int k = 0; k < moves.size(); k++) {
                if (args[0].equals("fens") && k % 6 == 0) out.add(variant + "\t" + g.fen());
                if (args[0].equals("moves")) out.add(variant + "\t" + moves.get(k));
                g.play(moves.get(k));
            }
            if (args[0].equals("fens")) out.add(variant + "\t" + g.fen());
        }
        out.forEach(System.out::println);
    }
}
