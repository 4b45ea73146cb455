package org.snapwear.headless.launch;

import org.snapwear.headless.cli.CommandRegistry;
import org.snapwear.headless.cli.SnapwearCli;

/**
 * {@code snapwear COMMAND ...} on a flat class path (the launcher's default for headless commands): the same
 * dispatcher and command tree as the {@code org.snapwear.headless.app} Eclipse application, without starting the
 * OSGi framework. The engines and the study code are plain jars; codec and format contributions come from
 * {@link java.util.ServiceLoader} and the built-in lists (docs/ARCHITECTURE.md, "Rules"), plug-in jars in the
 * product's {@code plugins} and {@code dropins} are on the class path ({@link org.snapwear.headless.product.ProductClassPath}).
 */
public final class FlatMain {
    private FlatMain() {
    }

    public static void main(String[] args) {
        // progress is a redrawn bar only when the output goes to a terminal
        int code = new SnapwearCli(CommandRegistry.builtIn()).run(args, System.out, System.err,
                System.console() != null);
        System.out.flush();
        System.err.flush();
        // exit, not return: a command's pool threads (decoders, write-behind) must not keep the JVM alive
        System.exit(code);
    }
}
