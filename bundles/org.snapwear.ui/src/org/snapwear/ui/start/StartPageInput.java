package org.snapwear.ui.start;

import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IPersistableElement;

/** The start page's input: there is one start page, so every instance is equal to every other. */
public final class StartPageInput implements IEditorInput {
    /** The one input. */
    public static final StartPageInput INSTANCE = new StartPageInput();

    private StartPageInput() {
    }

    @Override
    public boolean exists() {
        // Not listed among recently opened editors: it is reached from Help, not from history.
        return false;
    }

    @Override
    public ImageDescriptor getImageDescriptor() {
        return ImageDescriptor.getMissingImageDescriptor();
    }

    @Override
    public String getName() {
        return Messages.StartPage_tabTitle;
    }

    @Override
    public IPersistableElement getPersistable() {
        return null;
    }

    @Override
    public String getToolTipText() {
        return Messages.StartPage_title;
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        return null;
    }
}
