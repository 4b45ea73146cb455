package org.snapwear.codec.serve;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Serves {@code list}, {@code latest} and {@code restore} for one store directory on
 * {@code STORE/.snapwear-serve.sock} ({@link ServerSocketFile}) until closed. A connection carries one request
 * line and gets one answer line ({@link ServeHandler}); connections are served in parallel (a restore may take
 * seconds, a {@code latest} must not wait behind it).
 */
public final class StoreServer implements AutoCloseable {
    /** Longest request line taken; a request is a few dozen bytes plus a path. */
    static final int MAX_REQUEST_CHARS = 64 * 1024;

    private final ServerSocketFile.Bound bound;
    private final ServeHandler handler;
    private final ExecutorService workers;
    private final Thread acceptor;
    private final AtomicLong served = new AtomicLong();

    private StoreServer(Path store, ServerSocketFile.Bound bound) {
        this.bound = bound;
        this.handler = new ServeHandler(store);
        this.workers = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "snapwear-serve-request");
            t.setDaemon(true);
            return t;
        });
        this.acceptor = new Thread(this::acceptLoop, "snapwear-serve");
        this.acceptor.setDaemon(true);
    }

    /**
     * Binds {@code store/.snapwear-serve.sock} and starts answering.
     *
     * @throws IOException if the directory is missing or not the user's own, a server for it is running already, or
     *                     its path is too long for a socket
     */
    public static StoreServer start(Path store) throws IOException {
        StoreServer s = new StoreServer(store, ServerSocketFile.bind(store));
        s.acceptor.start();
        return s;
    }

    /** The socket file clients connect to. */
    public Path socket() {
        return bound.socket();
    }

    /** Requests answered so far. */
    public long served() {
        return served.get();
    }

    private void acceptLoop() {
        while (bound.channel().isOpen()) {
            SocketChannel c;
            try {
                c = bound.channel().accept();
            } catch (ClosedChannelException e) {
                return; // closed
            } catch (IOException e) {
                continue; // one failed accept (a client gone at once) stops nothing
            }
            workers.execute(() -> serve(c));
        }
    }

    private void serve(SocketChannel c) {
        try (c) {
            BufferedReader in = new BufferedReader(new InputStreamReader(Channels.newInputStream(c),
                    StandardCharsets.UTF_8));
            String line = readLine(in);
            String answer = line == null ? ServeHandler.failed("request longer than " + MAX_REQUEST_CHARS
                    + " characters or without a newline") : handler.answer(line);
            OutputStream out = Channels.newOutputStream(c);
            out.write((answer + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
            served.incrementAndGet();
        } catch (IOException e) {
            // the client went away: nothing to answer
        }
    }

    private static String readLine(BufferedReader in) throws IOException {
        StringBuilder b = new StringBuilder();
        int ch;
        while ((ch = in.read()) >= 0) {
            if (ch == '\n') {
                return b.toString();
            }
            if (b.length() >= MAX_REQUEST_CHARS) {
                return null;
            }
            b.append((char) ch);
        }
        return b.length() == 0 ? null : b.toString();
    }

    /** Stops accepting, waits briefly for requests under way, and removes the socket file if it is still ours. */
    @Override
    public void close() throws IOException {
        bound.channel().close();
        workers.shutdown();
        try {
            acceptor.join(5000);
            workers.awaitTermination(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        ServerSocketFile.remove(bound);
    }
}
