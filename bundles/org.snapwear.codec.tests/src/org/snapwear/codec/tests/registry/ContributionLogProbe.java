package org.snapwear.codec.tests.registry;

import org.snapwear.codec.registry.CodecLoader;

/** Run by {@link ContributionLogTest} in a JVM without slf4j-api: logs its arguments as contribution problems. */
public final class ContributionLogProbe {
    private ContributionLogProbe() {
    }

    public static void main(String[] args) {
        for (String a : args) {
            CodecLoader.log(a);
        }
        System.out.println("done");
    }
}
