package org.snapwear.headless.cli;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

import org.snapwear.headless.commands.VersionCommand;
import org.snapwear.headless.cli.support.Subcommand;

/**
 * The implemented subcommands, in the order {@code --help} lists them. A command is added here only when it
 * works: the listing never shows something that is not implemented.
 */
public final class CommandRegistry {
    private final List<Subcommand> commands;

    public CommandRegistry(List<Subcommand> commands) {
        this.commands = Collections.unmodifiableList(new ArrayList<>(commands));
    }

    /** All built-in commands. */
    public static CommandRegistry builtIn() {
        List<Subcommand> list = new ArrayList<>();
        list.add(new org.snapwear.headless.commands.demo.DemoCommand());
        list.add(new VersionCommand());
        list.add(new org.snapwear.headless.commands.trace.InspectCommand());
        list.add(new org.snapwear.headless.commands.trace.StatsCommand());
        list.add(new org.snapwear.headless.commands.trace.GenerateCommand());
        list.add(new org.snapwear.headless.commands.gpu.BuddyCommand());
        list.add(new org.snapwear.headless.commands.gpu.PccrCommand());
        list.add(new org.snapwear.headless.commands.flash.SsdCommand());
        list.add(new org.snapwear.headless.commands.flash.SlcCommand());
        list.add(new org.snapwear.headless.commands.codec.CompressCommand());
        list.add(new org.snapwear.headless.commands.codec.CodecsCommand());
        list.add(new org.snapwear.headless.commands.codec.StoreCommand());
        list.add(new org.snapwear.headless.commands.model.NewStudyCommand());
        list.add(new org.snapwear.headless.commands.study.RunCommand());
        list.add(new org.snapwear.headless.commands.study.SweepCommand());
        list.add(new org.snapwear.headless.commands.overview.ReportCommand());
        list.add(new org.snapwear.headless.commands.resume.ResumeCheckCommand());
        list.add(new CompletionCommand());
        list.add(new ManCommand());
        return new CommandRegistry(list);
    }

    public List<Subcommand> commands() {
        return commands;
    }

    public Optional<Subcommand> find(String name) {
        for (Subcommand c : commands) {
            if (c.name().equals(name)) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }
}
