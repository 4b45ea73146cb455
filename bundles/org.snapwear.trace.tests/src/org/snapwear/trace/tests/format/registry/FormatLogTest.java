package org.snapwear.trace.tests.format.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import org.junit.jupiter.api.Test;
import org.snapwear.trace.format.registry.FormatContributions;

/**
 * Reader contribution problems are logged through SLF4J (logger {@code org.snapwear.trace.formats}), no longer
 * through java.util.logging. (That the trace classes on a class path without slf4j-api still work is
 * {@link PlainJavaFormatsTest}: its probe's class path has no slf4j.)
 */
class FormatLogTest {
    @Test
    void nothingGoesToJavaUtilLogging() {
        Logger jul = Logger.getLogger("org.snapwear.trace.formats");
        List<String> got = new ArrayList<>();
        Handler h = new Handler() {
            @Override
            public void publish(LogRecord r) {
                got.add(r.getMessage());
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        jul.addHandler(h);
        try {
            FormatContributions.log("reader x from test disabled: probe");
        } finally {
            jul.removeHandler(h);
        }
        assertEquals(List.of(), got);
    }
}
