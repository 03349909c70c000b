package castellan.movegen;

import castellan.position.Fen;
import castellan.position.Position;
import castellan.variant.Variant;
import castellan.variant.Variants;

public class QuickPerft {
    public static void main(String[] a) {
        Variant v = Variants.get(a[0]);
        Position p = Fen.parse(v, a.length > 2 ? a[2] : v.startFen);
        Perft perft = new Perft(new MoveGenerator(v));
        for (int d = 1; d <= Integer.parseInt(a[1]); d++) {
            long t = System.nanoTime();
            long n = perft.count(p, d);
            long ms = (System.nanoTime() - t) / 1_000_000;
            System.out.println(d + " " + n + " " + ms + "ms " + (ms > 0 ? n / ms / 1000 : 0) + " Mnps");
        }
    }
}
