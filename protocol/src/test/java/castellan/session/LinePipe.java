package castellan.session;

import java.io.Reader;

/** The engine's input in a test: a Reader fed line by line from the test's thread; end of file once closed. */
public final class LinePipe extends Reader {
    private final StringBuilder buffer = new StringBuilder();
    private boolean closed;

    public synchronized void add(String text) {
        buffer.append(text);
        notifyAll();
    }

    @Override public synchronized int read(char[] cbuf, int off, int len) {
        while (buffer.length() == 0 && !closed) {
            try {
                wait();
            } catch (InterruptedException e) {
                return -1;
            }
        }
        if (buffer.length() == 0) return -1;
        int n = Math.min(len, buffer.length());
        buffer.getChars(0, n, cbuf, off);
        buffer.delete(0, n);
        return n;
    }

    @Override public synchronized void close() {
        closed = true;
        notifyAll();
    }
}
