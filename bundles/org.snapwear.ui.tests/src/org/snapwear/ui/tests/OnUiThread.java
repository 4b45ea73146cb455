package org.snapwear.ui.tests;

import java.lang.reflect.Method;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.core.runtime.Platform;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;

/**
 * Runs a plain-SWT test class's test and lifecycle methods on the workbench's UI thread when the tests run in
 * OSGi. SWT on GTK allows one Display per process, and once any workbench test has started the workbench, that
 * Display belongs to the workbench's UI thread: a panel test that made its own Shell on the JUnit thread would
 * fail with "Invalid thread access". Outside OSGi (the quick class-path loop) there is no workbench, and the
 * test runs on the JUnit thread with a Display of its own, as written.
 */
public final class OnUiThread implements InvocationInterceptor {

    private static boolean inOsgi() {
        try {
            return Platform.isRunning();
        } catch (Throwable notThere) {
            return false;
        }
    }

    private static <T> T onUi(Invocation<T> invocation) throws Throwable {
        if (!inOsgi()) {
            return invocation.proceed();
        }
        AtomicReference<T> result = new AtomicReference<>();
        WorkbenchHarness.onUi(() -> {
            try {
                result.set(invocation.proceed());
            } catch (Exception | Error e) {
                throw e;
            } catch (Throwable t) {
                throw new IllegalStateException(t);
            }
        });
        return result.get();
    }

    @Override
    public void interceptBeforeAllMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> context,
            ExtensionContext extensionContext) throws Throwable {
        onUi(invocation);
    }

    @Override
    public void interceptBeforeEachMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> context,
            ExtensionContext extensionContext) throws Throwable {
        onUi(invocation);
    }

    @Override
    public void interceptTestMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> context,
            ExtensionContext extensionContext) throws Throwable {
        onUi(invocation);
    }

    @Override
    public void interceptTestTemplateMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> context,
            ExtensionContext extensionContext) throws Throwable {
        onUi(invocation);
    }

    @Override
    public void interceptAfterEachMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> context,
            ExtensionContext extensionContext) throws Throwable {
        onUi(invocation);
    }

    @Override
    public void interceptAfterAllMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> context,
            ExtensionContext extensionContext) throws Throwable {
        onUi(invocation);
    }
}
