package org.snapwear.headless.commands.codec;

import java.util.ArrayList;
import java.util.List;
import org.snapwear.codec.spi.CodecDescriptor;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.PicocliCommand;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code snapwear codecs [--json]}: the registered codecs, built-in and plug-ins, with their status. */
@Command(name = "codecs", header = "list the registered snapshot codecs (built-in and plug-ins) and their status",
        description = "Lists every codec contribution (extension point org.snapwear.codec.codecs, ServiceLoader, "
                + "built-in) with its kind (baseline|delta|both), source, priority and status. A contribution that "
                + "cannot be created or fails its round-trip self-check is disabled, with the reason.")
public final class CodecsCommand extends PicocliCommand {

    @Option(names = { "-j", "--json" },
            description = "print one JSON object: enabled, disabled, codecs [{id, name, kind, "
            + "source, priority, status, reason}]")
    boolean json;

    /** One listed codec contribution. */
    public record CodecRow(String id, String name, String kind, String source, int priority, String status,
            String reason) {
    }

    /** The JSON document. */
    public record CodecsReport(int enabled, int disabled, List<CodecRow> codecs) {
    }

    /** The report for a registry (public so tests compare it with the engine). */
    public static CodecsReport report(CodecRegistry registry) {
        List<CodecRow> rows = new ArrayList<>();
        int on = 0;
        for (CodecDescriptor d : registry.descriptors()) {
            rows.add(new CodecRow(d.id(), d.name(), d.kind() == null ? "?" : d.kind().id(), d.source(), d.priority(),
                    d.enabled() ? "enabled" : "disabled", d.reason()));
            on += d.enabled() ? 1 : 0;
        }
        return new CodecsReport(on, rows.size() - on, rows);
    }

    @Override
    protected int execute(CommandContext ctx) {
        CodecsReport r = report(CodecRegistry.defaultRegistry());
        if (json) {
            ctx.printJson(r);
            return 0;
        }
        ctx.out().printf("%-18s %-8s %-9s %-30s %s%n", "ID", "KIND", "STATUS", "SOURCE", "NAME");
        for (CodecRow c : r.codecs()) {
            ctx.out().printf("%-18s %-8s %-9s %-30s %s%s%n", c.id(), c.kind(), c.status(), c.source(), c.name(),
                    c.reason().isEmpty() ? "" : "  (" + c.reason() + ")");
        }
        ctx.out().printf("%d enabled, %d disabled%n", r.enabled(), r.disabled());
        return 0;
    }
}
