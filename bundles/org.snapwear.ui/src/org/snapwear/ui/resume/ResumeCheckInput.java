package org.snapwear.ui.resume;

import java.nio.file.Path;

import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IPersistableElement;
import org.snapwear.study.resume.BuiltInCheckpoint;
import org.snapwear.study.resume.ResumeCheckSetup;

/**
 * What a Resume Check editor runs: the checkpoint (null: the built-in generator's, {@link BuiltInCheckpoint}) and
 * the setup. Not persisted (a check is rerun from the dialog, not restored), and every run is its own editor: two
 * inputs are equal only when they are the same object.
 */
public final class ResumeCheckInput implements IEditorInput {
    private final Path checkpoint;
    private final ResumeCheckSetup setup;

    public ResumeCheckInput(Path checkpoint, ResumeCheckSetup setup) {
        this.checkpoint = checkpoint;
        this.setup = setup;
    }

    /** The checkpoint, or null for the built-in generator's. */
    public Path checkpoint() {
        return checkpoint;
    }

    public ResumeCheckSetup setup() {
        return setup;
    }

    /** What the report names as the checkpoint: its path, or what the built-in one is. */
    public String checkpointLabel() {
        return checkpoint != null ? checkpoint.toString() : BuiltInCheckpoint.describe();
    }

    @Override
    public boolean exists() {
        return false;
    }

    @Override
    public ImageDescriptor getImageDescriptor() {
        return null;
    }

    @Override
    public String getName() {
        return NLS.bind(Messages.Editor_name,
                checkpoint != null ? checkpoint.getFileName().toString() : Messages.Editor_builtIn);
    }

    @Override
    public IPersistableElement getPersistable() {
        return null;
    }

    @Override
    public String getToolTipText() {
        return NLS.bind(Messages.Editor_tip, new Object[] {checkpointLabel(), setup.steps(), setup.seeds()});
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        return null;
    }
}
