package org.snapwear.headless.commands;

import java.util.Map;

import org.snapwear.headless.cli.Args;
import org.snapwear.headless.cli.CommandContext;
import org.snapwear.headless.cli.Subcommand;
import org.snapwear.headless.cli.UsageException;

/** {@code snapwear version [--json]}: product version, Java runtime and, under OSGi, the Snapwear bundles. */
public final class VersionCommand implements Subcommand {

    @Override
    public String name() {
        return "version";
    }

    @Override
    public String summary() {
        return "print the Snapwear version, Java runtime and bundle versions";
    }

    @Override
    public String usage() {
        return "snapwear version [--json]\n\nPrints the product version, the Java runtime and the versions of the "
                + "org.snapwear bundles that are installed.";
    }

    /** The version from the bundle manifest ({@code Bundle-Version}), or "dev" when run from classes. */
    public static String version() {
        Package p = VersionCommand.class.getPackage();
        String v = p != null ? p.getImplementationVersion() : null;
        if (v == null) {
            v = BundleVersions.ownVersion();
        }
        return v != null ? v : "dev";
    }

    @Override
    public int run(Args args, CommandContext ctx) throws UsageException {
        boolean json = args.flag("--json");
        args.finish();
        Map<String, String> bundles = BundleVersions.snapwearBundles();
        VersionInfo info = new VersionInfo(version(),
                System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")",
                System.getProperty("os.name") + " " + System.getProperty("os.arch"), bundles);
        if (json) {
            ctx.printJson(info);
        } else {
            ctx.out().println("Snapwear " + info.version());
            ctx.out().println("Java " + info.java() + " on " + info.os());
            bundles.forEach((k, v) -> ctx.out().println("  " + k + " " + v));
        }
        return 0;
    }
}
