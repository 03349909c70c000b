package castellan.xboard;

import castellan.session.Output;
import java.io.BufferedReader;

/** XBoard/CECP v2 (work in progress). */
public final class XBoardAdapter {
    public XBoardAdapter(BufferedReader in, Output out) {}

    public void run(String firstLine) {}
}
