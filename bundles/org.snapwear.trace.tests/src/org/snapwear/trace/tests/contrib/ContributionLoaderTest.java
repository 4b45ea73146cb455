package org.snapwear.trace.tests.contrib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.Callable;

import org.junit.jupiter.api.Test;
import org.snapwear.trace.contrib.Contribution;
import org.snapwear.trace.contrib.ContributionLoader;
import org.snapwear.trace.contrib.ContributionLog;
import org.snapwear.trace.contrib.Outcome;
import org.snapwear.trace.contrib.ProviderMapping;
import org.snapwear.trace.contrib.Resolved;

/** The one contribution loader's rules, on an extension point of its own (strings). */
class ContributionLoaderTest {

    /** A contribution of a string whose value must equal its id. */
    record Greeting(String id, String name, int priority, String source, Callable<CharSequence> factory)
            implements Contribution<CharSequence> {
        static Greeting of(String id, int priority, String source, String value) {
            return new Greeting(id, id, priority, source, () -> value);
        }
    }

    private static final ProviderMapping<CharSequence, Greeting> NO_PROVIDERS = new ProviderMapping<>() {
        @Override
        public Greeting of(Class<? extends CharSequence> type, CharSequence instance) {
            return Greeting.of(instance.toString(), 0, "service-loader", instance.toString());
        }

        @Override
        public Greeting broken(Class<? extends CharSequence> type, Throwable failure) {
            return null;
        }
    };

    private static ContributionLoader<CharSequence, Greeting> loader(List<Greeting> builtIns) {
        return new ContributionLoader<>("greeting", CharSequence.class, ContributionLoaderTest.class,
                new ContributionLog("org.snapwear.tests.greetings"), List::of, NO_PROVIDERS, () -> builtIns);
    }

    /** Created and checked: the factory's value must be the declared id. */
    private static Outcome<CharSequence> check(Greeting g) {
        try {
            CharSequence s = g.factory().call();
            return g.id().contentEquals(s) ? Outcome.ok(s) : Outcome.failed("reports '" + s + "'");
        } catch (Exception e) {
            return Outcome.failed(e.getMessage());
        }
    }

    @Test
    void perIdTheHighestPriorityThatPassesWinsAndAFailingOneIsListedWithItsReason() {
        Greeting broken = new Greeting("hello", "hello", 9, "extension:bad", () -> {
            throw new IllegalStateException("constructor threw");
        });
        Greeting wrongId = Greeting.of("hello", 7, "extension:liar", "bonjour");
        Greeting good = Greeting.of("hello", 5, "service-loader", "hello");
        Greeting lower = Greeting.of("hello", 1, "built-in", "hello");
        Greeting other = Greeting.of("bye", 0, "built-in", "bye");

        List<Resolved<CharSequence, Greeting>> r = loader(List.of()).resolve(
                List.of(lower, other, good, broken, wrongId), ContributionLoaderTest::check);

        assertEquals(List.of(broken, wrongId, good, lower, other), r.stream().map(Resolved::contribution).toList());
        assertFalse(r.get(0).enabled());
        assertEquals("constructor threw", r.get(0).reason());
        assertEquals("reports 'bonjour'", r.get(1).reason());
        assertTrue(r.get(2).enabled());
        assertEquals("hello", r.get(2).instance());
        assertNull(r.get(3).instance());
        assertEquals("shadowed by service-loader (priority 5)", r.get(3).reason());
        assertTrue(r.get(4).enabled());
    }

    @Test
    void extensionsAreAuthoritativeServicesAddNewIdsAndBuiltInsFillTheRest() {
        Greeting ext = Greeting.of("a", 0, "extension:x", "a");
        Greeting svcSame = Greeting.of("a", 3, "service-loader", "a");
        Greeting svcNew = Greeting.of("b", 0, "service-loader", "b");
        Greeting builtA = Greeting.of("a", 0, "built-in", "a");
        Greeting builtB = Greeting.of("b", 0, "built-in", "b");
        Greeting builtC = Greeting.of("c", 0, "built-in", "c");

        List<Greeting> all = loader(List.of(builtA, builtB, builtC)).merge(List.of(ext), List.of(svcSame, svcNew));

        assertEquals(List.of(ext, svcNew, builtC), all);
    }

    @Test
    void anExtensionRegistryThatCannotBeReadGivesNoContributionsInsteadOfFailing() {
        // the test bundle requires equinox.registry, so the reader is called; its failure is logged, not thrown
        ContributionLoader<CharSequence, Greeting> l = new ContributionLoader<>("greeting", CharSequence.class,
                ContributionLoaderTest.class, new ContributionLog("org.snapwear.tests.greetings"), () -> {
                    throw new IllegalStateException("registry gone");
                }, NO_PROVIDERS, List::of);
        assertEquals(List.of(), l.fromExtensionRegistry());
    }
}
