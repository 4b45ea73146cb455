package org.snapwear.headless.tests.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.snapwear.headless.cli.CommandRegistry;
import org.snapwear.headless.cli.CommandTree;
import org.snapwear.headless.cli.CompletionCommand;
import org.snapwear.headless.cli.ManCommand;
import org.snapwear.headless.tests.cli.CliRun;

import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The store's actions are declared once, as the picocli subcommands of {@code store}; every other list of them
 * is produced from that one (the help, the missing-action message, the man page's sections, the shell completion)
 * or checked against it here (the docs): a list that names an action the others do not fails this test.
 */
class StoreActionsTest {

    private static CommandLine store() {
        return CommandTree.of(CommandRegistry.builtIn().commands()).getSubcommands().get("store");
    }

    /** The one list: the action names in their declared order. */
    private static List<String> actions() {
        return List.copyOf(store().getSubcommands().keySet());
    }

    @Test
    void theHelpListsEveryActionWithItsSummaryAndNoOther() {
        String help = CliRun.run("store", "--help").out();
        String list = help.substring(help.indexOf("Actions:"));
        List<String> listed = new ArrayList<>();
        for (String line : list.split("\n")) {
            Matcher m = Pattern.compile("^  (\\S+)\\s+(.*)$").matcher(line);
            if (m.matches()) {
                listed.add(m.group(1));
                String header = String.join(" ", store().getSubcommands().get(m.group(1)).getCommandSpec()
                        .usageMessage().header());
                assertTrue(header.startsWith(m.group(2).strip()), line);
            }
        }
        assertEquals(actions(), listed);
        String summary = String.join(" ", store().getCommandSpec().usageMessage().header());
        for (String a : actions()) {
            assertTrue(Pattern.compile("\\b" + a + "\\b").matcher(summary).find(), a + " in: " + summary);
        }
    }

    @Test
    void theMissingActionMessageNamesEachAction() {
        CliRun r = CliRun.run("store");
        assertEquals(2, r.exit());
        String line = r.err().lines().findFirst().orElse("");
        Matcher m = Pattern.compile("snapwear store: missing action \\((.*)\\)").matcher(line);
        assertTrue(m.matches(), line);
        assertEquals(actions(), Arrays.asList(m.group(1).split(", | or ")));
    }

    @Test
    void theManPageHasASectionPerActionWithItsOptions() {
        String page = ManCommand.page();
        List<String> sections = new ArrayList<>();
        Matcher m = Pattern.compile("(?m)^\\.SS store (\\S+)$").matcher(page);
        while (m.find()) {
            sections.add(m.group(1));
        }
        assertEquals(actions(), sections);
        for (CommandLine action : store().getSubcommands().values()) {
            int from = page.indexOf("\n.SS store " + action.getCommandName() + "\n");
            int to = page.indexOf("\n.SS ", from + 1);
            String section = page.substring(from, to < 0 ? page.length() : to);
            assertTrue(section.contains("snapwear store " + action.getCommandName()), section);
            for (OptionSpec o : action.getCommandSpec().options()) {
                if (!o.hidden() && !Set.of("--quiet", "--verbose", "--debug").contains(o.longestName())) {
                    assertTrue(section.contains(".B " + String.join(", ", o.names()).replace("-", "\\-")),
                            action.getCommandName() + " " + o.longestName());
                }
            }
        }
    }

    @Test
    void theCompletionKnowsEveryAction() {
        String script = CompletionCommand.script();
        for (String a : actions()) {
            assertTrue(script.contains(a), a);
        }
    }

    @Test
    void theDocsListTheSameActions() throws IOException {
        Path root = Path.of(System.getProperty("snapwear.bundle.dir"), "..", "..").normalize();
        assertEquals(Set.copyOf(actions()), listed(root.resolve("docs/store-format.md"), "snapwear store ", "\\|"));
        assertEquals(Set.copyOf(actions()), listed(root.resolve("docs/user-guide/headless.md"), "`store ", "/"));
        assertEquals(Set.copyOf(actions()), readmeRows(root.resolve("README.md")));
    }

    /**
     * The actions of the README's command table: its rows whose command starts with {@code store}, each quoted
     * form in the first cell naming one ({@code `store save ...` / `restore ...` / `list`}).
     */
    private static Set<String> readmeRows(Path readme) throws IOException {
        Set<String> named = new LinkedHashSet<>();
        for (String line : Files.readAllLines(readme)) {
            if (line.startsWith("| `store ")) {
                String cell = line.substring(2, line.indexOf(" | ", 2));
                Matcher m = Pattern.compile("`(?:store )?([a-z]+)[^`]*`").matcher(cell);
                while (m.find()) {
                    named.add(m.group(1));
                }
            }
        }
        return named;
    }

    /** The words after {@code prefix} up to the closing back quote, split by {@code separator}. */
    private static Set<String> listed(Path doc, String prefix, String separator) throws IOException {
        String text = Files.readString(doc);
        Matcher m = Pattern.compile(Pattern.quote(prefix) + "([a-z]+(?:" + separator + "[a-z]+)+)`").matcher(text);
        assertTrue(m.find(), doc + " lists the store's actions after " + prefix);
        return new LinkedHashSet<>(Arrays.asList(m.group(1).split(separator)));
    }
}
