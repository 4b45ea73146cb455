package org.snapwear.headless.cli;

/**
 * The manual page's sections that are written rather than generated from the command model: EXAMPLES (the
 * tasks the README walks through), FILES (what Snapwear reads and writes outside a command's arguments) and
 * SEE ALSO. Text in troff; a hyphen is {@code \-}.
 */
final class ManSections {
    private ManSections() {
    }

    static void append(StringBuilder b) {
        b.append(".SH EXAMPLES\n");
        example(b, "Run the default study on the built\\-in data set and write its report:",
                "snapwear demo");
        example(b, "Save a Hugging Face checkpoint directory as iteration 500, list the store, restore it:",
                "snapwear store save runs/store out/checkpoint\\-500 \\-\\-iteration 500\n"
                        + "snapwear store list runs/store\n"
                        + "snapwear store restore runs/store \\-\\-iter 500 \\-o /tmp/checkpoint\\-500");
        example(b, "Take checkpoints off a training job as it writes them, keeping the newest five, quietly:",
                "snapwear \\-q store watch runs/store /dev/shm/run1 \\-\\-keep 5 \\-j > watch.log &");
        example(b, "Compress a sequence of checkpoints with DynRLE in progressive mode, as JSON:",
                "snapwear compress runs/cnn \\-\\-codec dynrle \\-\\-mode progressive \\-\\-snap\\-dis 4 \\-j");
        example(b, "The run overview of a training run: the scheme to use and what it saves:",
                "snapwear report ../shared/fixtures/hf_charlm_adamw");
        example(b, "Resume the built\\-in generator from its checkpoint over three seeds, and from a copy of it, "
                + "with the loss against the seed\\-noise band in a report:",
                "snapwear generate \\-o run \\-\\-optimizer adam \\-\\-iterations 200 \\-\\-interval 100 "
                        + "\\-\\-resumable\n"
                        + "snapwear resume\\-check run/resume_iter000100.safetensors \\-\\-steps 100 \\-o resume\\-report");
        example(b, "List the codecs, including those of plug\\-ins in the product's plugins or dropins:",
                "snapwear codecs");
        example(b, "Install this page and the shell completion for the current user:",
                "snapwear man > ~/.local/share/man/man1/snapwear.1\n"
                        + "snapwear completion > ~/.local/share/bash\\-completion/completions/snapwear");
        b.append(".SH FILES\n");
        file(b, "STORE/", "a snapshot store: its manifest, snapshot containers and lock (docs/store\\-format.md)");
        file(b, "~/.cache/snapwear/headless\\-*/",
                "per product build: the headless commands' class path, the jars made for it and their class "
                        + "archive; made by the first command of a build, removed a day after three newer builds");
        file(b, "~/.cache/snapwear/workbench\\-*/",
                "per product build: the workbench's OSGi state and class archive");
        file(b, "~/.snapwear/workspace/", "the workbench's workspace (SNAPWEAR_WORKSPACE)");
        file(b, "$TMPDIR/snapwear\\-config.PID.*/",
                "the private OSGi configuration area of a workbench run (or of a command with SNAPWEAR_OSGI=1), "
                        + "removed by the next start once PID has ended");
        file(b, "PRODUCT/plugins/, PRODUCT/dropins/",
                "bundles and plug\\-ins (codecs, checkpoint formats) the commands load");
        b.append(".SH SEE ALSO\n")
                .append("zstd(1), git(1), fio(1); ")
                .append("the README and docs/ of the source tree: store\\-format.md, codec\\-plugins.md, ")
                .append("format\\-plugins.md, sweep.md, scale\\-out.md, resume\\-check.md, papers.md (the papers behind the schemes)\n");
    }

    private static void example(StringBuilder b, String what, String commands) {
        b.append(".PP\n").append(what).append("\n.nf\n").append(commands.replaceAll("(?m)^", "    "))
                .append("\n.fi\n");
    }

    private static void file(StringBuilder b, String path, String what) {
        b.append(".TP\n.I ").append(path).append('\n').append(what).append('\n');
    }
}
