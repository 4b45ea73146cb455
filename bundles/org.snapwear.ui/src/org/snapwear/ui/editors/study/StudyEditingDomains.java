package org.snapwear.ui.editors.study;

import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.emf.edit.provider.ReflectiveItemProviderAdapterFactory;
import org.snapwear.model.StudyResources;
import org.snapwear.model.study.Study;

/**
 * Makes the editing domain of a study editor. The model has no generated .edit code, so the reflective item
 * providers supply what SetCommand/AddCommand/RemoveCommand need; the basic command stack gives undo/redo and
 * the save point that the dirty flag follows.
 */
public final class StudyEditingDomains {
    private StudyEditingDomains() {
    }

    public static AdapterFactoryEditingDomain create(Study study) {
        ComposedAdapterFactory factory = new ComposedAdapterFactory(ComposedAdapterFactory.Descriptor.Registry.INSTANCE);
        factory.addAdapterFactory(new ReflectiveItemProviderAdapterFactory());
        // Keep the study's own resource set (it knows the study file's URI, which resolves relative paths).
        ResourceSet set = study.eResource() != null && study.eResource().getResourceSet() != null
                ? study.eResource().getResourceSet()
                : StudyResources.newResourceSet();
        return new AdapterFactoryEditingDomain(factory, new BasicCommandStack(), set);
    }

    /** True if the stack has changes since the last save (or since opening). */
    public static boolean isDirty(org.eclipse.emf.edit.domain.EditingDomain domain) {
        return ((BasicCommandStack) domain.getCommandStack()).isSaveNeeded();
    }
}
