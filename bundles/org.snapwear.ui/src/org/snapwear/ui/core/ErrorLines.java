package org.snapwear.ui.core;

import java.lang.reflect.InvocationTargetException;

import org.eclipse.core.commands.common.CommandException;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;
import org.snapwear.trace.text.ErrorText;

/**
 * The workbench's words for a failure, the same as the command line's: {@link ErrorText#describe} of what went
 * wrong (one line naming the file, offset or line and the reason, no Java class names). The platform's wrappers
 * (a part that could not open, a command that failed) are looked through to the failure they carry, whose
 * message is the one the engines wrote for users.
 */
public final class ErrorLines {

    private ErrorLines() {
    }

    /** The one line for {@code e}. */
    public static String of(Throwable e) {
        return ErrorText.describe(cause(e));
    }

    /** The failure inside the platform's wrappers (their own message only when they carry none). */
    static Throwable cause(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t && (t instanceof CoreException
                || t instanceof CommandException || t instanceof InvocationTargetException)) {
            t = t.getCause();
        }
        return t;
    }

    /**
     * Shows the line in an error dialog and writes it to the error log (with the failure attached there, for a
     * bug report); {@code context} names what was being done ("Open Study"), the dialog's title.
     */
    public static String show(Shell shell, String context, Throwable e) {
        String line = of(e);
        UiLog.error(line, e);
        MessageDialog.openError(shell, context, line);
        return line;
    }
}
