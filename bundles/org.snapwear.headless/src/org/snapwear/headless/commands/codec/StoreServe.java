package org.snapwear.headless.commands.codec;

import java.nio.file.Path;

import org.snapwear.codec.serve.StoreServer;
import org.snapwear.headless.cli.support.CommandContext;

import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code store serve STORE}: answers the Python package's {@code list}, {@code latest} and {@code restore} over
 * {@code STORE/.snapwear-serve.sock} until killed ({@link StoreServer}); {@code store watch --serve} does the same
 * beside the watcher.
 */
@Command(name = "serve", header = "answer list, latest and restore requests over a Unix domain socket in STORE",
        description = "Listens on STORE/.snapwear-serve.sock (mode 0600, replacing a stale socket of a killed "
                + "server) until killed; each request opens the store read-only, as store list and store restore do. "
                + "The Python package (clients/python) asks it first and runs the command line when no server "
                + "answers. store watch --serve serves beside the watcher.")
final class StoreServe extends StoreAction {

    @Parameters(paramLabel = "STORE", description = "the store directory")
    Path dir;

    @Override
    protected int act(CommandContext ctx) throws Exception {
        try (StoreServer server = StoreServer.start(dir)) {
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    server.close(); // a kill (SIGTERM, Ctrl-C) removes the socket file
                } catch (java.io.IOException e) {
                    // exiting anyway; the next server replaces a stale socket
                }
            }));
            ctx.out().println("serving " + dir + " on " + server.socket() + " (list, latest, restore)");
            ctx.out().flush();
            while (true) {
                Thread.sleep(60_000);
            }
        }
    }
}
