package org.snapwear.headless.commands;

import java.util.Map;

import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.PicocliCommand;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code snapwear version [--json]}: product version, Java runtime and, under OSGi, the Snapwear bundles. */
@Command(name = "version", header = "print the Snapwear version, Java runtime and bundle versions",
        description = "Prints the product version, the Java runtime and the versions of the org.snapwear bundles "
                + "that are installed.")
public final class VersionCommand extends PicocliCommand {

    @Option(names = { "-j", "--json" }, description = "print one JSON object: version, java, os, bundles")
    boolean json;

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
    protected int execute(CommandContext ctx) {
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
