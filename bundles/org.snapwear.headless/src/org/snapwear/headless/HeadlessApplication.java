package org.snapwear.headless;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.snapwear.headless.cli.CommandRegistry;
import org.snapwear.headless.cli.SnapwearCli;

/**
 * The {@code org.snapwear.headless.app} Eclipse application: runs one subcommand and returns its exit code,
 * which the launcher script passes on (Equinox exits with an Integer result through eclipse.exitcode).
 */
public final class HeadlessApplication implements IApplication {

    @Override
    public Object start(IApplicationContext context) {
        Map<?, ?> m = context.getArguments();
        String[] argv = (String[]) m.get(IApplicationContext.APPLICATION_ARGS);
        List<String> args = argv == null ? List.of() : Arrays.asList(argv);
        context.applicationRunning();
        int code = new SnapwearCli(CommandRegistry.builtIn()).run(args.toArray(new String[0]), System.out, System.err,
                System.console() != null);
        System.out.flush();
        System.err.flush();
        return Integer.valueOf(code);
    }

    @Override
    public void stop() {
        // Subcommands run to completion on the application thread; nothing to interrupt here.
    }
}
