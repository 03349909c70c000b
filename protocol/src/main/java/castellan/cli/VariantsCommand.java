package castellan.cli;

import castellan.variants.Variants;
import picocli.CommandLine.Command;

/** {@code castellan variants}: the variant ids with a line each. */
@Command(name = "variants", mixinStandardHelpOptions = true, description = "List the variants Castellan plays.")
final class VariantsCommand implements Runnable {
    @Override public void run() {
        for (String id : Variants.ids()) System.out.printf("%-12s %s%n", id, Variants.description(id));
    }
}
