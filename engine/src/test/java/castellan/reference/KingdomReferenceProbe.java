package castellan.reference;
public class KingdomReferenceProbe {
    public static void main(String[] a) {
        KingdomReference r = KingdomReference.fromFen(a[1]);
        for (int d = 1; d <= Integer.parseInt(a[0]); d++) {
            long t = System.nanoTime();
            System.out.println(d + " " + r.perft(d) + " " + (System.nanoTime() - t) / 1000000 + " ms");
        }
    }
}
