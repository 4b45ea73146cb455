package org.snapwear.ui.tests.startup;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapwear.ui.OpenAtLaunch;

/**
 * The application arguments the launcher's {@code snapwear open PATH...} passes: every path after {@code --open}, in
 * order and absolute (the workbench's working directory is the launcher's), and nothing else. The whole path, from
 * the launcher to the verdict on screen, is tested by releng/scripts/launcher-test.sh.
 */
class OpenAtLaunchTest {

    @Test
    void everyPathAfterOpenInOrderMadeAbsolute() {
        Path cwd = Path.of("").toAbsolutePath();
        assertEquals(List.of(cwd.resolve("runs/a"), Path.of("/data/b")),
                OpenAtLaunch.paths(new String[] {"--open", "runs/a", "-clearPersistedState", "--open", "/data/./b"}));
    }

    @Test
    void noOpenOrADanglingOneOpensNothing() {
        assertEquals(List.of(), OpenAtLaunch.paths(new String[] {}));
        assertEquals(List.of(), OpenAtLaunch.paths(new String[] {"-data", "x", "--open"}));
    }
}
