package org.snapwear.headless.commands.model;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.snapwear.headless.cli.support.CommandContext;
import org.snapwear.headless.cli.support.CommandFailedException;
import org.snapwear.headless.cli.support.OutputOption;
import org.snapwear.headless.cli.support.PicocliCommand;
import org.snapwear.model.StudyDefaults;
import org.snapwear.model.StudyResources;
import org.snapwear.model.StudyValidation;
import org.snapwear.model.study.Scheme;
import org.snapwear.model.study.SnapshotSource;
import org.snapwear.model.study.Study;
import org.snapwear.trace.text.ErrorText;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code snapwear new-study FILE [--force] [--json]}: writes the default study (seed-paper settings) to edit. */
@Command(name = "new-study", header = "write a study file with the seed papers' defaults, to edit")
public final class NewStudyCommand extends PicocliCommand {

    @Option(names = "--force", description = "overwrite FILE if it exists (without it an existing FILE is an error, "
            + "exit 1)")
    boolean force;

    @Option(names = { "-j", "--json" }, description = "print one JSON object: file, name, sources, schemes, warnings")
    boolean json;

    @Parameters(paramLabel = "FILE", description = "the study file to write")
    Path file;

    /** JSON document: what was written. */
    public record Written(String file, String name, List<String> sources, List<String> schemes,
            List<String> warnings) {
    }

    @Override
    protected void describe(UsageMessageSpec usage) {
        usage.description("Writes the default study (XMI, extension ." + StudyResources.FILE_EXTENSION + "): a "
                + "generated CNN run, the schemes of Delta snapshots (Wang et al. 2019) (complete, gzip, RLE(4), RLE(4)+gzip, DynRLE "
                + "progressive/chain) and Snapwear's codecs, the DiskSim Table 4 SSD with Table 8 warm-up, 16 KB SLC "
                + "pages, buddy threshold 5%% and the PCCR cluster. Every setting is written out, defaults included "
                + "(see docs/study-model.md).");
    }

    @Override
    protected int execute(CommandContext ctx) throws CommandFailedException {
        Path target = OutputOption.real(file); // checked and written: the real path, links and .. resolved
        if (Files.exists(target) && !force) {
            throw new CommandFailedException(file + ": already exists; use --force to overwrite it");
        }
        if (Files.isDirectory(target)) {
            throw new CommandFailedException(file + ": is a directory, not a study file");
        }
        Study study = StudyDefaults.createDefaultStudy();
        List<String> errors = StudyValidation.errors(study);
        if (!errors.isEmpty()) {
            // The defaults are fixed by the model; an error here is a bug, not a user mistake.
            throw new IllegalStateException("default study does not validate: " + errors);
        }
        try {
            StudyResources.save(study, target);
        } catch (IOException e) {
            throw new CommandFailedException(file + ": cannot write the study: " + ErrorText.reason(e), e);
        }
        List<String> sources = new ArrayList<>();
        for (SnapshotSource s : study.getSources()) {
            sources.add(s.getName());
        }
        List<String> schemes = new ArrayList<>();
        for (Scheme s : study.getSchemes()) {
            schemes.add(s.getName());
        }
        Written w = new Written(file.toString(), study.getName(), sources, schemes, StudyValidation.warnings(study));
        if (json) {
            ctx.printJson(w);
        } else {
            ctx.out().println("wrote " + file);
            ctx.out().println("  sources: " + String.join(", ", sources));
            ctx.out().println("  schemes: " + String.join(", ", schemes));
            for (String warning : w.warnings()) {
                ctx.out().println("  note: " + warning);
            }
        }
        return 0;
    }
}
